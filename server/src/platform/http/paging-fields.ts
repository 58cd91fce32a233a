import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { rule } from '../i18n/validation-rule';

/** Pages past this are refused: nobody pages through a million rows (search instead). */
export const MAX_PAGE = 100_000;
const MAX_SEARCH = 200;

/** `page` of a paged list: a whole number from 1 to MAX_PAGE, optional. */
export const PageNumberField = (): PropertyDecorator =>
  applyDecorators(
    ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE }),
    IsOptional(),
    Type(() => Number),
    IsInt(rule('validation:pageNumber')),
    Min(1, rule('validation:pageNumber')),
    Max(MAX_PAGE, rule('validation:pageNumber')),
  );

/** `perPage` of a paged list: one of the sizes its screen offers, optional. */
export const PageSizeField = (sizes: readonly number[], fallback?: number): PropertyDecorator =>
  applyDecorators(
    ApiPropertyOptional({ enum: sizes, default: fallback }),
    IsOptional(),
    Type(() => Number),
    IsIn(sizes, rule('validation:pageSize')),
  );

/** `search` of a list: trimmed text of at most 200 characters, optional. */
export const SearchField = (): PropertyDecorator =>
  applyDecorators(
    ApiPropertyOptional({ maxLength: MAX_SEARCH }),
    IsOptional(),
    Transform(({ value }) => (typeof value === 'string' ? value.trim() : value)),
    IsString(rule('validation:string', { field: 'search' })),
    MaxLength(MAX_SEARCH, rule('validation:maxLength', { field: 'search', max: MAX_SEARCH })),
  );
