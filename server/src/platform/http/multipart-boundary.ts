import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error';

const MULTIPART = /^\s*multipart\//i;
/** RFC 2046: 1 to 70 characters, quoted or a bare token, as a parameter of the content type. */
const BOUNDARY = /;\s*boundary\s*=\s*(?:"[^"]{1,70}"|[^";\s]{1,70})\s*(?:;|$)/i;

export const BAD_MULTIPART = 'The upload is not a valid multipart form.';

/**
 * A multipart body whose content type names no usable boundary cannot be split into parts; the
 * multipart reader throws a plain Error on it wherever a route reads the form. It is refused here,
 * once for every route, as the client's mistake.
 */
export function refuseMultipartWithoutBoundary(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', async (request) => {
    const type = request.headers['content-type'];
    if (typeof type === 'string' && MULTIPART.test(type) && !BOUNDARY.test(type))
      throw new AppError(400, BAD_MULTIPART, 'BAD_MULTIPART');
  });
}
