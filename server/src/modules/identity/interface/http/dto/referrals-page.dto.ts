import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { rule } from '../../../../../platform';

export const REFERRAL_PAGE_SIZES = [10, 50, 100] as const;

export class ReferralsPageDto {
  @ApiProperty({ required: false, minimum: 1, maximum: 100000, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt(rule('validation:pageNumber'))
  @Min(1, rule('validation:pageNumber'))
  @Max(100000, rule('validation:pageNumber'))
  page?: number;

  @ApiProperty({ required: false, enum: REFERRAL_PAGE_SIZES, default: 10 })
  @IsOptional()
  @Type(() => Number)
  @IsIn(REFERRAL_PAGE_SIZES, rule('validation:pageSize'))
  per_page?: number;
}
