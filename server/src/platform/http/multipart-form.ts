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

type PartsOptions = Parameters<FastifyRequest['parts']>[0];
export type FormPart = Awaited<ReturnType<FastifyRequest['file']>> & object;

/**
 * Every part of a multipart request, files read into memory as they come (each bounded by the
 * options' fileSize) and fields as text. A malformed form is `400 BAD_MULTIPART`, as above.
 */
export async function formParts(
  request: FastifyRequest,
  options: PartsOptions,
  onFile: (field: string, bytes: Buffer | null) => void,
  onField: (field: string, value: string) => void,
): Promise<void> {
  try {
    for await (const part of request.parts(options)) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer().catch(() => null);
        onFile(part.fieldname, bytes && !part.file.truncated ? bytes : null);
      } else onField(part.fieldname, typeof part.value === 'string' ? part.value : String(part.value));
    }
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode) throw error;
    throw new AppError(400, BAD_MULTIPART, 'BAD_MULTIPART');
  }
}
