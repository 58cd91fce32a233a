import { USER_PAGE_SIZES } from '@app/libs';
import { PageNumberField, PageSizeField, SearchField } from '../../../../../platform';

export class ListUsersDto {
  @PageNumberField() page?: number;
  @PageSizeField(USER_PAGE_SIZES) perPage?: number;
  @SearchField() search?: string;
}
