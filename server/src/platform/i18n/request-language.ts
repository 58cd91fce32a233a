import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { LanguageCode } from '@app/libs';
import { bestLanguage, isLanguageCode } from './languages';

interface LanguageRequest {
  user?: { language?: string };
  headers: Record<string, string | string[] | undefined>;
}

/** The signed-in person's stored language, else the best match of Accept-Language, else English. */
export function requestLanguage(request: LanguageRequest): LanguageCode {
  const stored = request.user?.language;
  return isLanguageCode(stored) ? stored : bestLanguage(request.headers['accept-language']);
}

/** The language to answer and write in for this request (see requestLanguage). */
export const RequestLanguage = createParamDecorator((_data: unknown, ctx: ExecutionContext): LanguageCode =>
  requestLanguage(ctx.switchToHttp().getRequest()),
);
