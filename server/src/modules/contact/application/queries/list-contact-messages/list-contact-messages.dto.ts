import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { CONTACT_FILTERS, USER_PAGE_SIZES, type ContactFilter } from '@app/libs';
import { rule } from '../../../../../platform';

const MAX_PAGE = 100_000;

/** GET admin/contact-messages?filter=&page=&perPage= */
export class ListContactMessagesDto {
  @ApiPropertyOptional({ enum: CONTACT_FILTERS, default: 'all' })
  @IsOptional()
  @IsIn(CONTACT_FILTERS, rule('validation:contactFilter'))
  filter?: ContactFilter;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE })
  @IsOptional()
  @Type(() => Number)
  @IsInt(rule('validation:pageNumber'))
  @Min(1, rule('validation:pageNumber'))
  @Max(MAX_PAGE, rule('validation:pageNumber'))
  page?: number;

  @ApiPropertyOptional({ enum: USER_PAGE_SIZES, default: 10 })
  @IsOptional()
  @Type(() => Number)
  @IsIn(USER_PAGE_SIZES, rule('validation:pageSize'))
  perPage?: number;
}
