import { AVATAR_MAX_BYTES, AVATAR_STORED_SIDE, IMAGE_MAX_SIDE } from '@app/libs';
import type { ImageRules } from '../../../platform';

/** Profile photos: shown to visitors of the referral page, so stored small and without metadata. */
export const AVATAR_RULES: ImageRules = {
  area: 'avatars',
  field: 'profile',
  maxBytes: AVATAR_MAX_BYTES,
  maxSide: IMAGE_MAX_SIDE,
  storedSide: AVATAR_STORED_SIDE,
};
