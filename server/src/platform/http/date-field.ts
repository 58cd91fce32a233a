import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsDate, ValidateBy } from 'class-validator';
import { rule } from '../i18n/validation-rule';

/** Four-digit years: what people mean by a date, and well inside PostgreSQL's timestamp range. */
export const EARLIEST_DATE = new Date('0001-01-01T00:00:00.000Z');
export const LATEST_DATE = new Date('9999-12-31T23:59:59.999Z');

/**
 * A date in a query or body, converted from its text. JavaScript accepts years far outside what
 * the database can store (`-100000-01-01`), which would fail in the query as a 500; such dates
 * are refused here as a 422 on the field.
 */
export const DateField = (field: string): PropertyDecorator =>
  applyDecorators(
    Type(() => Date),
    IsDate(rule('validation:dateInvalid', { field })),
    ValidateBy(
      { name: 'dateInRange', validator: { validate: inRangeOrNotADate } },
      rule('validation:dateOutOfRange', { field, min: 1, max: 9999 }),
    ),
  );

/** Out of range only when it is a date at all: an invalid one has its own message. */
const inRangeOrNotADate = (value: unknown): boolean =>
  !(value instanceof Date) ||
  Number.isNaN(value.getTime()) ||
  (value >= EARLIEST_DATE && value <= LATEST_DATE);
