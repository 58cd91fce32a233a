import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { USER_PAGE_SIZES } from '@app/libs';
import { rule } from '../../../../../platform';

/** Pages past this are refused: nobody pages through a million users (search instead). */
export const MAX_PAGE = 100_000;

export class ListUsersDto {
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE })
  @IsOptional()
  @Type(() => Number)
  @IsInt(rule('validation:pageNumber'))
  @Min(1, rule('validation:pageNumber'))
  @Max(MAX_PAGE, rule('validation:pageNumber'))
  page?: number;

  @ApiPropertyOptional({ enum: USER_PAGE_SIZES })
  @IsOptional()
  @Type(() => Number)
  @IsIn(USER_PAGE_SIZES, rule('validation:pageSize'))
  perPage?: number;

  @ApiPropertyOptional({ maxLength: 200 })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString(rule('validation:string', { field: 'search' }))
  @MaxLength(200, rule('validation:maxLength', { field: 'search', max: 200 }))
  search?: string;
}
