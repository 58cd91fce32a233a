import { Transform } from 'class-transformer';

/** A whole number sent as text (a query string, a form) is read as the number. */
export const WholeNumberText = () =>
  Transform(({ value }) =>
    typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value) : value,
  );

export const pageOffset = (page: number, perPage: number) => (page - 1) * perPage;
