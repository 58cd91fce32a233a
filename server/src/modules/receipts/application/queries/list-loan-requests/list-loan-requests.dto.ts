import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { Allow, IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { rule } from '../../../../../platform';

export class ListLoanRequestsDto {
  /** A member's name or email, or an amount ('$100'); longer text is cut at 100 characters. */
  @ApiPropertyOptional() @IsOptional() @Allow() search?: unknown;
  @ApiPropertyOptional({ example: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt(rule('validation:pageNumber'))
  @Min(1, rule('validation:pageNumber'))
  @Max(100000, rule('validation:pageNumber'))
  page?: number;
  @ApiPropertyOptional({ example: 10 })
  @IsOptional()
  @Type(() => Number)
  @IsIn([10, 50, 100], rule('validation:pageSize'))
  perPage?: number;
}
