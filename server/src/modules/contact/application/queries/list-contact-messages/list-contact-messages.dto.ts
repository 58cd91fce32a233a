import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { CONTACT_FILTERS, USER_PAGE_SIZES, type ContactFilter } from '@app/libs';
import { PageNumberField, PageSizeField, rule } from '../../../../../platform';

/** GET admin/contact-messages?filter=&page=&perPage= */
export class ListContactMessagesDto {
  @ApiPropertyOptional({ enum: CONTACT_FILTERS, default: 'all' })
  @IsOptional()
  @IsIn(CONTACT_FILTERS, rule('validation:contactFilter'))
  filter?: ContactFilter;

  @PageNumberField() page?: number;
  @PageSizeField(USER_PAGE_SIZES, 10) perPage?: number;
}
