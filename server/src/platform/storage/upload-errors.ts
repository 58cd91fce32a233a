import { Messages } from '@app/libs';
import { AppError, ValidationFailed } from '../errors/app-error';

export const imageDimensionsTooLarge = (field: string, max: number) =>
  ValidationFailed.coded(field, 'FILE.DIMENSIONS_TOO_LARGE', Messages.imageDimensionsTooLarge, { max });

export const imageUnreadable = (field: string) =>
  ValidationFailed.coded(field, 'FILE.UNREADABLE', Messages.imageUnreadable);

export const storageQuotaExceeded = () =>
  new AppError(413, Messages.storageQuotaExceeded, 'FILE.QUOTA_EXCEEDED');

export const UPLOAD_RATE_REFUSAL = { code: 'FILE.UPLOAD_RATE_LIMITED', message: Messages.uploadRateLimited };
