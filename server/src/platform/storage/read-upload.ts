import type { FastifyRequest } from 'fastify';
import { Messages } from '@app/libs';
import { ValidationFailed } from '../errors/app-error';
import { localText } from '../i18n/validation-rule';
import { firstFormFile } from '../http/multipart-form';
import { detectImageType, ImageType } from './image-type';

export interface UploadedImage {
  bytes: Buffer;
  type: ImageType;
}

/** Reads the one image file of a multipart request, checked by content and size. */
export async function readSingleImage(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
): Promise<UploadedImage> {
  if (!request.isMultipart())
    throw ValidationFailed.field(field, localText('validation:required', { field }));
  const part = await firstFormFile(request, { limits: { fileSize: maxBytes, files: 1, fields: 5 } });
  if (!part || part.fieldname !== field)
    throw ValidationFailed.field(field, localText('validation:required', { field }));
  const bytes = await part.toBuffer().catch(() => null);
  if (!bytes || part.file.truncated)
    throw ValidationFailed.coded(field, 'FILE_TOO_LARGE', Messages.fileTooLarge);
  const type = detectImageType(bytes);
  if (!type) throw ValidationFailed.coded(field, 'FILE.INVALID_TYPE', Messages.invalidFile);
  return { bytes, type };
}
