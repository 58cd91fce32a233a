export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 10 * 60;
/** One code per email a minute: the server's send limit, and how long SEND AGAIN waits after a send. */
export const OTP_RESEND_SECONDS = 60;
export const OTP_MAX_ATTEMPTS = 5;
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** Largest width and height of an uploaded image, read from its header before it is decoded. */
export const IMAGE_MAX_SIDE = 4096;
/** Avatars are stored scaled to fit this square: the pages show them at 112 px at most. */
export const AVATAR_STORED_SIDE = 512;
export const TOAST_DURATION_SECONDS = 5;
export const DEFAULT_COUNTRY = 'United States';
export const DEFAULT_COUNTRY_CODE = '1';
/** Upper bound of units in one transfer, approval or loyalty change: keeps every sum a safe integer. */
export const MAX_UNITS_PER_TRANSFER = 1_000_000;
/** Upper bound of one unit's value ($1,000,000): units x value stays below 2^53 cents. */
export const MAX_UNIT_VALUE_CENTS = 100_000_000;
/** The IETF draft's header; one key per submission of a call that moves units. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** What a key may look like: a UUID fits, so do other opaque client tokens. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_:.-]{8,100}$/;
