import type { FastifyReply, FastifyRequest } from 'fastify';
import { Messages } from '@app/libs';
import { requestLanguage } from '../i18n/request-language';
import { translate } from '../i18n/translator';

const BY_CODE: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, code: 'BAD_URL', message: 'The address is not valid.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'URL_TOO_LONG', message: 'The address is too long.' },
};

/**
 * The router refuses a URL that is not valid percent-encoded UTF-8, or a route parameter over its
 * length limit, before any hook, guard or Nest filter runs. Its answer gets the spec's error shape
 * here, like every other refusal; anything else it raises is the server's fault.
 */
export function answerFrameworkError(
  error: { code?: string },
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const known = error.code ? BY_CODE[error.code] : undefined;
  const { status, code, message } = known ?? {
    status: 500,
    code: 'INTERNAL',
    message: Messages.somethingWentWrong,
  };
  if (!known) request.log.error({ err: error }, 'Router error');
  const language = requestLanguage(request as never);
  void reply
    .status(status)
    .header('Content-Language', language)
    .send({ message: translate(language, `errors:${code}`, undefined, message), code });
}
