import { rule } from '../../../../../platform';
import { Type } from 'class-transformer';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

export const PAGE_SIZES = [10, 50, 100] as const;

export class ListTransactionsDto {
  @IsOptional() @IsString() @MaxLength(200) search?: string;
  @IsOptional() @Matches(/^\d{1,18}$/, rule('validation:cursorInvalid')) cursor?: string;
  @IsOptional()
  @Type(() => Number)
  @IsIn(PAGE_SIZES, rule('validation:pageSize'))
  perPage?: number;
}
