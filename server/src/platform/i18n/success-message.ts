import { requestLanguage } from './request-language';
import { isTranslatable, type TextParams, type Translatable } from './translatable';
import { render } from './translator';

/** A success message of the `success` translation file, with its English. */
export const successText = (code: string, fallback: string, params?: TextParams): Translatable => ({
  key: `success:${code}`,
  fallback,
  params,
});

/**
 * Success answers `{ message, data }` whose message is a Translatable leave in the request's
 * language (the signed-in person's, else Accept-Language), like error messages do. Run on every
 * answer before it is serialised; anything else passes unchanged.
 */
export function translateSuccess(request: Parameters<typeof requestLanguage>[0], body: unknown): unknown {
  const message = (body as { message?: unknown } | null)?.message;
  if (!isTranslatable(message)) return body;
  return { ...(body as object), message: render(requestLanguage(request), message) };
}
