/** Values put into a text; `field` is itself translated as a field label (see translator). */
export type TextParams = Record<string, string | number>;

/**
 * A text the server writes for a person: its key in the translation files (`namespace:path`),
 * its parameters, and the English it falls back to when the key is missing.
 */
export interface Translatable {
  key: string;
  params?: TextParams;
  fallback: string;
}

/** The text of an error code, from the `errors` namespace. */
export const coded = (code: string, fallback: string, params?: TextParams): Translatable => ({
  key: `errors:${code}`,
  fallback,
  params,
});

export const isTranslatable = (value: unknown): value is Translatable =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Translatable).key === 'string' &&
  typeof (value as Translatable).fallback === 'string';
