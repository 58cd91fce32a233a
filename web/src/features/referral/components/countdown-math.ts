import { parseServerTime } from './server-time';

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * Time left measured on the server's own clock (cutoff minus the server's "now"), so a wrong clock
 * on the visitor's device cannot shorten or stretch it. null = no cutoff, or unreadable times.
 */
export function serverRemainingMs(cutoff: string | null, serverNow: string): number | null {
  if (!cutoff) return null;
  const end = parseServerTime(cutoff);
  const now = parseServerTime(serverNow);
  if (Number.isNaN(end) || Number.isNaN(now)) return null;
  return Math.max(0, end - now);
}

export function splitDuration(ms: number): CountdownParts {
  const totalSeconds = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3_600),
    minutes: Math.floor((totalSeconds % 3_600) / 60),
    seconds: totalSeconds % 60,
  };
}
