import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { rule } from '../../../../platform';

/** A whole number sent as text (a query string, a form) is read as the number. */
export const WholeNumberText = () =>
  Transform(({ value }) =>
    typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value) : value,
  );

export const pageOffset = (page: number, perPage: number) => (page - 1) * perPage;

/** An optional page number (1 or more), sent as text or as a number. */
export const PageNumberField = () =>
  applyDecorators(
    ApiProperty({ required: false, minimum: 1 }),
    IsOptional(),
    WholeNumberText(),
    IsInt(rule('validation:networkPage')),
    Min(1, rule('validation:networkPage')),
    Max(1_000_000, rule('validation:networkPage')),
  );
