import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { POOLS, SEASON_PAGE_SIZES } from '@app/libs';
import { PageNumberField, PageSizeField, rule, SearchField } from '../../../../platform';

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
  @PageNumberField() page?: number;
  @PageSizeField(SEASON_PAGE_SIZES) perPage?: number;
  @SearchField() search?: string;
}

export class SeasonParamDto {
  @SeasonNumber() no!: number;
}
