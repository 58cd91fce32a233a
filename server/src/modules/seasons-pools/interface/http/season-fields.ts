import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { POOLS, SEASON_PAGE_SIZES } from '@app/libs';
import { rule } from '../../../../platform';

/** Pages past this are refused: nobody pages through a million members (search instead). */
export const MAX_PAGE = 100_000;
/** Far above any season the show will have: a bound, so that no number overflows a column. */
export const MAX_SEASON = 1_000_000;

export const SeasonNumber = (optional = false) =>
  applyDecorators(
    optional ? ApiPropertyOptional({ minimum: 1 }) : ApiProperty({ minimum: 1 }),
    ...(optional ? [IsOptional()] : []),
    Type(() => Number),
    IsInt(rule('validation:seasonNumber')),
    Min(1, rule('validation:seasonNumber')),
    Max(MAX_SEASON, rule('validation:seasonNumber')),
  );

export const PoolField = () =>
  applyDecorators(ApiProperty({ enum: POOLS }), IsIn(POOLS, rule('validation:poolName')));

/** page, perPage (10|50|100) and search, as the users list takes them. */
export class SeasonPageDto {
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE })
  @IsOptional()
  @Type(() => Number)
  @IsInt(rule('validation:pageNumber'))
  @Min(1, rule('validation:pageNumber'))
  @Max(MAX_PAGE, rule('validation:pageNumber'))
  page?: number;

  @ApiPropertyOptional({ enum: SEASON_PAGE_SIZES })
  @IsOptional()
  @Type(() => Number)
  @IsIn(SEASON_PAGE_SIZES, rule('validation:pageSize'))
  perPage?: number;

  @ApiPropertyOptional({ maxLength: 200 })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString(rule('validation:string', { field: 'search' }))
  @MaxLength(200, rule('validation:maxLength', { field: 'search', max: 200 }))
  search?: string;
}

export class SeasonParamDto {
  @SeasonNumber() no!: number;
}
