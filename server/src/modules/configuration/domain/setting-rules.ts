import { isEmail } from 'class-validator';
import {
  CONTACT_LIMITS,
  MAX_UNIT_VALUE_CENTS,
  PAYMENT_INSTRUCTION_KEYS,
  PAYMENT_INSTRUCTIONS_MAX_LENGTH,
  SHOW_HIDE,
  TEASER_VIDEO_EXTENSIONS,
  TEASER_VIDEO_URL_MAX_LENGTH,
  type SettingKey,
} from '@app/libs';

/** Why a value was refused, by stable code and in English; the handler turns it into a 422 on `value`. */
export const SettingProblem = {
  invalidNumber: { code: 'SETTINGS.INVALID_NUMBER', text: 'Please type valid number' },
  showOrHide: { code: 'SETTINGS.SHOW_OR_HIDE', text: 'The value must be Show or Hide.' },
  dateTime: { code: 'SETTINGS.DATE_TIME', text: 'The value must be an ISO date-time or empty.' },
  textTooLong: {
    code: 'SETTINGS.TEXT_TOO_LONG',
    text: `The text may not be longer than ${PAYMENT_INSTRUCTIONS_MAX_LENGTH} characters.`,
  },
  email: { code: 'SETTINGS.EMAIL', text: 'The value must be an email address or empty.' },
  videoUrl: {
    code: 'SETTINGS.VIDEO_URL',
    text: 'The value must be an https link to an .mp4, .m4v or .webm video file, or empty.',
  },
} as const;
export type SettingProblemKind = (typeof SettingProblem)[keyof typeof SettingProblem];

export type SettingCheck = { ok: true; value: string } | { ok: false; problem: SettingProblemKind };

/** Dollars (2 decimals at most) or units; big enough for any real setting, small enough for cents in a bigint. */
const MAX_NUMBER = 1_000_000_000;
const DECIMAL = /^\d{1,10}(\.\d{1,2})?$/;
const WHOLE = /^\d{1,10}$/;
// A date-time with an explicit offset: a bare local time would mean a different instant per server.
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(?:Z|[+-](\d{2}):(\d{2}))$/;

/** A unit's price in dollars at most: the ledger's bound on a unit's value, so no sum leaves the safe integers. */
const MAX_UNIT_PRICE = MAX_UNIT_VALUE_CENTS / 100;

type NumberRule = { whole: boolean; min: number; exclusiveMin: boolean; max?: number };
const NUMBER_RULES: Partial<Record<SettingKey, NumberRule>> = {
  'per-unit-price': { whole: false, min: 0, exclusiveMin: true, max: MAX_UNIT_PRICE },
  'loan-unit-amount': { whole: false, min: 0, exclusiveMin: true, max: MAX_UNIT_PRICE },
  'minimum-unit-purchase': { whole: true, min: 1, exclusiveMin: false },
  'target-to-achieve': { whole: false, min: 0, exclusiveMin: false },
  'balance-target': { whole: false, min: 0, exclusiveMin: false },
};

export const isNumericSetting = (key: SettingKey): boolean => key in NUMBER_RULES;

function checkNumber(raw: string, rule: NumberRule): SettingCheck {
  const text = raw.trim();
  if (!(rule.whole ? WHOLE : DECIMAL).test(text)) return { ok: false, problem: SettingProblem.invalidNumber };
  const n = Number(text);
  const tooSmall = rule.exclusiveMin ? n <= rule.min : n < rule.min;
  if (!Number.isFinite(n) || tooSmall || n > (rule.max ?? MAX_NUMBER))
    return { ok: false, problem: SettingProblem.invalidNumber };
  // Canonical form: no leading zeros, no trailing decimal zeros ("0500.50" -> "500.5").
  return { ok: true, value: String(n) };
}

function checkCutoff(raw: string): SettingCheck {
  const text = raw.trim();
  if (text === '') return { ok: true, value: '' };
  const parts = ISO_DATE_TIME.exec(text);
  if (!parts) return { ok: false, problem: SettingProblem.dateTime };
  const [year, month, day, hour, minute, second = 0, offsetHours = 0, offsetMinutes = 0] = parts
    .slice(1)
    .map((p) => (p === undefined ? undefined : Number(p))) as number[];
  // Date would roll 2026-02-30 over to March: refuse impossible fields instead.
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const fieldsValid =
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59 &&
    offsetHours <= 23 &&
    offsetMinutes <= 59;
  const date = new Date(text);
  if (!fieldsValid || Number.isNaN(date.getTime())) return { ok: false, problem: SettingProblem.dateTime };
  return { ok: true, value: date.toISOString() };
}

/** Free text (payment instructions): trimmed, line ends as \n, bounded; empty means none. */
function checkText(raw: string): SettingCheck {
  const text = raw.replace(/\r\n?/g, '\n').trim();
  if (text.length > PAYMENT_INSTRUCTIONS_MAX_LENGTH)
    return { ok: false, problem: SettingProblem.textTooLong };
  return { ok: true, value: text };
}

/** The staff address for contact messages (ADR 0037): an email address, or empty for the first SuperAdmin. */
function checkEmail(raw: string): SettingCheck {
  const text = raw.trim().toLowerCase();
  if (text === '') return { ok: true, value: '' };
  return text.length <= CONTACT_LIMITS.email && isEmail(text)
    ? { ok: true, value: text }
    : { ok: false, problem: SettingProblem.email };
}

/**
 * The landing page's teaser video (ADR 0039): an https link to a video file, or empty for the
 * product's own. Only https: the page's media-src allows no other scheme, and a plain http video
 * would be blocked as mixed content anyway. The path's ending keeps out links a `<video>` cannot
 * play (a video site's page, an HLS playlist); credentials in a link would be shown to every visitor.
 */
function checkVideoUrl(raw: string): SettingCheck {
  const text = raw.trim();
  if (text === '') return { ok: true, value: '' };
  const refused = { ok: false, problem: SettingProblem.videoUrl } as const;
  if (text.length > TEASER_VIDEO_URL_MAX_LENGTH || /\s/.test(text)) return refused;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return refused;
  }
  const path = url.pathname.toLowerCase();
  const playable = TEASER_VIDEO_EXTENSIONS.some((extension) => path.endsWith(extension));
  if (url.protocol !== 'https:' || url.username || url.password || !playable) return refused;
  // Stored as the URL parser writes it (host lower-cased, non-ASCII escaped), which may be longer.
  return url.href.length <= TEASER_VIDEO_URL_MAX_LENGTH ? { ok: true, value: url.href } : refused;
}

const isTextSetting = (key: SettingKey): boolean =>
  (PAYMENT_INSTRUCTION_KEYS as readonly string[]).includes(key);

/** Checks a new value for a key and gives the form it is stored in. */
export function checkSetting(key: SettingKey, raw: string): SettingCheck {
  if (isTextSetting(key)) return checkText(raw);
  if (key === 'contact-email') return checkEmail(raw);
  if (key === 'teaser-video-url') return checkVideoUrl(raw);
  const rule = NUMBER_RULES[key];
  if (rule) return checkNumber(raw, rule);
  if (key === 'show-hide-target')
    return (SHOW_HIDE as readonly string[]).includes(raw.trim())
      ? { ok: true, value: raw.trim() }
      : { ok: false, problem: SettingProblem.showOrHide };
  return checkCutoff(raw);
}
