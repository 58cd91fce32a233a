import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import { BAD_MULTIPART } from './multipart-boundary';

type FileOptions = Parameters<FastifyRequest['file']>[0];

/**
 * The first file of a multipart request. The multipart reader rejects a malformed form (a body
 * that ends inside a part, or that is no multipart at all) with a plain Error, which would be a
 * 500: it is the client's mistake, `400 BAD_MULTIPART`. Its own errors (limits) keep their status.
 */
export async function firstFormFile(request: FastifyRequest, options: FileOptions) {
  try {
    return await request.file(options);
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode) throw error;
    throw new AppError(400, BAD_MULTIPART, 'BAD_MULTIPART');
  }
}
