import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { Allow, IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { PAYMENT_LIST_PAGE_SIZES } from '@app/libs';
import { rule } from '../../../../platform';

/**
 * The query of a paged back-office payment list (`?search=&page=&perPage=`); each list's use case
 * extends it. A bad page or page size is a 422 on that field; any search text is accepted.
 */
export class PaymentListDto {
  /** A member's name or email; longer text is cut at PAYMENT_LIST_SEARCH_MAX characters. */
  @ApiPropertyOptional() @IsOptional() @Allow() search?: unknown;
  @ApiPropertyOptional({ example: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt(rule('validation:pageNumber'))
  @Min(1, rule('validation:pageNumber'))
  @Max(100000, rule('validation:pageNumber'))
  page?: number;
  @ApiPropertyOptional({ example: PAYMENT_LIST_PAGE_SIZES[0], enum: PAYMENT_LIST_PAGE_SIZES })
  @IsOptional()
  @Type(() => Number)
  @IsIn(PAYMENT_LIST_PAGE_SIZES, rule('validation:pageSize'))
  perPage?: number;
}
