import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { EntityManager } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { RateLimiter } from '../rate-limit/rate-limiter';
import { FileStorage } from './file-storage';
import { readImageHeader, reencodeImage } from './image-processor';
import type { ImageRules } from './image-rules';
import { detectImageType } from './image-type';
import { readSingleImage, type UploadedImage } from './read-upload';
import { Messages } from '@app/libs';
import { ValidationFailed } from '../errors/app-error';
import { formParts } from '../http/multipart-form';
import { localText } from '../i18n/validation-rule';
import { StoredFile, StoredFiles } from './stored-files';
import {
  UPLOAD_RATE_REFUSAL,
  imageDimensionsTooLarge,
  imageUnreadable,
  storageQuotaExceeded,
} from './upload-errors';

const SHARP_FORMAT = { png: 'png', jpg: 'jpeg' } as const;

/**
 * The one way in for uploaded images (ADR 0018): limited per member, checked by content and by
 * the dimensions in the header before any decoding, re-encoded without metadata, counted against
 * the member's storage quota, and deleted when replaced.
 *
 * A caller runs `receiveImage`, then `write`, then `claim` in the transaction that points its own
 * record at the new file; it `discard`s the new file when that transaction fails and the
 * replaced one once it committed.
 */
@Injectable()
export class Uploads {
  constructor(
    private readonly config: AppConfig,
    private readonly limiter: RateLimiter,
    private readonly storage: FileStorage,
    private readonly files: StoredFiles,
  ) {}

  async receiveImage(request: FastifyRequest, ownerId: string, rules: ImageRules): Promise<UploadedImage> {
    await this.countUpload(ownerId);
    return this.clean(await readSingleImage(request, rules.field, rules.maxBytes), rules);
  }

  /**
   * Several images of one multipart field (`rules.field`, or `alsoField`) and the form's text
   * fields, each image through the same checks as `receiveImage`; the upload counts once against
   * the rate limit. No image at all is the caller's to refuse (it knows the message).
   */
  async receiveImages(
    request: FastifyRequest,
    ownerId: string,
    rules: ImageRules,
    options: { maxFiles: number; fields: string[]; alsoField?: string },
  ): Promise<{ images: UploadedImage[]; fields: Record<string, string> }> {
    await this.countUpload(ownerId);
    if (!request.isMultipart()) return { images: [], fields: {} };
    const files: Array<Buffer | null> = [];
    const fields: Record<string, string> = {};
    let stray: string | null = null;
    await formParts(
      request,
      { limits: { fileSize: rules.maxBytes, files: options.maxFiles, fields: options.fields.length + 5 } },
      (field, bytes) => {
        if (field === rules.field || field === options.alsoField) files.push(bytes);
        else stray ??= field;
      },
      (field, value) => {
        if (options.fields.includes(field)) fields[field] = value;
        else stray ??= field;
      },
    );
    if (stray !== null)
      throw ValidationFailed.field(stray, localText('validation:notAllowed', { path: stray }));
    const images: UploadedImage[] = [];
    for (const bytes of files) {
      if (!bytes) throw ValidationFailed.coded(rules.field, 'FILE_TOO_LARGE', Messages.fileTooLarge);
      const type = detectImageType(bytes);
      if (!type) throw ValidationFailed.coded(rules.field, 'FILE.INVALID_TYPE', Messages.invalidFile);
      images.push(await this.clean({ bytes, type }, rules));
    }
    return { images, fields };
  }

  /** Counted before the body is read: refused uploads cost CPU too. */
  private countUpload(ownerId: string): Promise<void> {
    return this.limiter.consume({
      key: `upload:user:${ownerId}`,
      max: this.config.UPLOAD_RATE_LIMIT,
      windowSeconds: this.config.UPLOAD_RATE_WINDOW_SECONDS,
      refusal: UPLOAD_RATE_REFUSAL,
    });
  }

  /** Header checks, then re-encoding without metadata (ADR 0018). */
  private async clean({ bytes, type }: UploadedImage, rules: ImageRules): Promise<UploadedImage> {
    const header = await readImageHeader(bytes);
    if (!header || header.format !== SHARP_FORMAT[type.extension]) throw imageUnreadable(rules.field);
    if (header.width > rules.maxSide || header.height > rules.maxSide) {
      throw imageDimensionsTooLarge(rules.field, rules.maxSide);
    }
    const clean = await reencodeImage(bytes, type, rules.maxSide * rules.maxSide, rules.storedSide).catch(
      () => null,
    );
    if (!clean) throw imageUnreadable(rules.field);
    return { bytes: clean, type };
  }

  /**
   * In the caller's transaction: counts several new files against the owner's quota at once (413
   * when they do not fit) and forgets the files they replace.
   */
  async claimAll(
    manager: EntityManager,
    ownerId: string,
    files: StoredFile[],
    replacing: StoredFile['name'][],
    area: string,
  ): Promise<void> {
    await this.files.lockOwner(manager, ownerId);
    for (const name of replacing) await this.files.remove(manager, area, name);
    const used = await this.files.usage(manager, ownerId);
    const added = files.reduce((sum, f) => sum + f.bytes, 0);
    if (used + added > this.config.UPLOAD_QUOTA_BYTES) throw storageQuotaExceeded();
    for (const file of files) await this.files.add(manager, ownerId, file);
  }

  /** Stores the image under a new random name, not yet counted nor referenced. */
  async write(area: string, image: UploadedImage): Promise<StoredFile> {
    const name = await this.storage.save(area, image.bytes, image.type.extension);
    return { area, name, bytes: image.bytes.length };
  }

  /**
   * In the caller's transaction: counts `file` against the owner's quota (413 when it does not fit,
   * the file it replaces left out) and forgets the replaced file's record.
   */
  async claim(
    manager: EntityManager,
    ownerId: string,
    file: StoredFile,
    replacing: string | null,
  ): Promise<void> {
    await this.files.lockOwner(manager, ownerId);
    const replaced = replacing ? { area: file.area, name: replacing } : undefined;
    const used = await this.files.usage(manager, ownerId, replaced);
    if (used + file.bytes > this.config.UPLOAD_QUOTA_BYTES) throw storageQuotaExceeded();
    await this.files.add(manager, ownerId, file);
    if (replaced) await this.files.remove(manager, replaced.area, replaced.name);
  }

  /**
   * A stored image to send, or null (404): re-checked by content and by the dimensions in its
   * header, so that a file stored before these rules (ADR 0018) is never sent to a browser as a
   * decompression bomb.
   */
  async servable(name: string, rules: ImageRules): Promise<UploadedImage | null> {
    const bytes = await this.storage.read(rules.area, name);
    const type = bytes && detectImageType(bytes);
    if (!bytes || !type) return null;
    const header = await readImageHeader(bytes);
    const fits = header && header.width <= rules.maxSide && header.height <= rules.maxSide;
    return fits && header.format === SHARP_FORMAT[type.extension] ? { bytes, type } : null;
  }

  /** Deletes the file from storage, so that its URL answers 404. */
  async discard(area: string, name: string): Promise<void> {
    await this.storage.delete(area, name);
  }
}
