import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const AUTH_COOKIE = 'auth_token';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date, secure: boolean): void {
  void reply.setCookie(AUTH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  void reply.clearCookie(AUTH_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}

/** The double-submit token: readable by the page's script, so that it can echo it in a header. */
export function ensureXsrfCookie(request: FastifyRequest, reply: FastifyReply, secure: boolean): void {
  if (request.cookies?.[XSRF_COOKIE]) return;
  void reply.setCookie(XSRF_COOKIE, randomBytes(24).toString('base64url'), {
    httpOnly: false,
    sameSite: 'lax',
    secure,
    path: '/',
  });
}

export function xsrfMatches(request: FastifyRequest): boolean {
  const cookie = request.cookies?.[XSRF_COOKIE];
  const header = request.headers[XSRF_HEADER];
  if (!cookie || typeof header !== 'string') return false;
  const a = Buffer.from(cookie);
  const b = Buffer.from(header);
  return a.length === b.length && timingSafeEqual(a, b);
}
