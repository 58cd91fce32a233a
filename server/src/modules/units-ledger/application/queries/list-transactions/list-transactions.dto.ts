import { ApiPropertyOptional } from '@nestjs/swagger';
import { rule } from '../../../../../platform';
import { Type } from 'class-transformer';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

export const PAGE_SIZES = [10, 50, 100] as const;

export class ListTransactionsDto {
  @ApiPropertyOptional({ maxLength: 200 }) @IsOptional() @IsString() @MaxLength(200) search?: string;
  @ApiPropertyOptional({ pattern: '^\\d{1,18}$' })
  @IsOptional()
  @Matches(/^\d{1,18}$/, rule('validation:cursorInvalid'))
  cursor?: string;
  @ApiPropertyOptional({ enum: PAGE_SIZES })
  @IsOptional()
  @Type(() => Number)
  @IsIn(PAGE_SIZES, rule('validation:pageSize'))
  perPage?: number;
}
