import { defaultMetadataStorage } from 'class-transformer/cjs/storage';
import { getMetadataStorage } from 'class-validator';

/** What `@Type(() => X)` converts a field to that an object or a list cannot become. */
const SCALAR_TYPES = new Set<unknown>([Number, Boolean, Date]);

/**
 * class-validator checks of a number, a date or a boolean (unless applied `each` over a list). A text
 * or a choice sent as an object is refused by its own check, in its own words.
 */
const SCALAR_CHECKS = new Set([
  'isInt',
  'isNumber',
  'isNumberString',
  'isBoolean',
  'isBooleanString',
  'isDate',
  'isDateString',
  'isISO8601',
  'isPositive',
  'isNegative',
  'min',
  'max',
]);

type Dto = abstract new (...args: never[]) => unknown;

const isShaped = (value: unknown): boolean => value !== null && typeof value === 'object';

function expectsScalar(dto: Dto, field: string): boolean {
  const type = defaultMetadataStorage.findTypeMetadata(dto, field);
  if (type && SCALAR_TYPES.has(type.typeFunction())) return true;
  return getMetadataStorage()
    .getTargetValidationMetadatas(dto, '', true, false)
    .some((m) => m.propertyName === field && !m.each && SCALAR_CHECKS.has(m.name ?? m.type));
}

/**
 * The first field of `body` that its DTO declares as a number, date or boolean but that came
 * as an object or an array, or null. Converting such a value is what made class-transformer throw
 * (`{"units":{"toString":"x"}}` was a 500) or quietly read `[5]` as 5 (issue 22).
 */
export function shapedScalarField(dto: unknown, body: unknown): string | null {
  if (typeof dto !== 'function' || !isShaped(body) || Array.isArray(body)) return null;
  for (const [field, value] of Object.entries(body as object)) {
    if (isShaped(value) && expectsScalar(dto as Dto, field)) return field;
  }
  return null;
}
