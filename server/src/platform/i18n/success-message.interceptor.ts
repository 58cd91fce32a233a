import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { map, type Observable } from 'rxjs';
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
 * language (the signed-in person's, else Accept-Language), like error messages do.
 */
@Injectable()
export class SuccessMessageInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      map((body: unknown) => {
        const message = (body as { message?: unknown } | null)?.message;
        if (!isTranslatable(message)) return body;
        const language = requestLanguage(context.switchToHttp().getRequest());
        return { ...(body as object), message: render(language, message) };
      }),
    );
  }
}
