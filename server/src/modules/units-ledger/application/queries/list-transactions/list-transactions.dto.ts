import { Type } from 'class-transformer';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

export const PAGE_SIZES = [10, 50, 100] as const;

export class ListTransactionsDto {
  @IsOptional() @IsString() @MaxLength(200) search?: string;
  @IsOptional() @Matches(/^\d{1,18}$/, { message: 'The cursor is invalid.' }) cursor?: string;
  @IsOptional()
  @Type(() => Number)
  @IsIn(PAGE_SIZES, { message: 'The page size must be 10, 50 or 100.' })
  perPage?: number;
}
