/**
 * @jest-environment node
 */
// Node's own fetch, Request and Response: jsdom has none, and this is about what goes on the wire.
import i18next from 'i18next';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { appBaseQuery } from './base-query';

const api = (): BaseQueryApi => ({
  signal: new AbortController().signal,
  abort: () => undefined,
  dispatch: jest.fn(),
  getState: () => ({}),
  extra: undefined,
  endpoint: 'test',
  type: 'query',
});

const sent: Request[] = [];
function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(new Request(input, init));
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });
  }) as typeof fetch;
}

beforeAll(async () => {
  Object.assign(globalThis, { document: { cookie: '' }, location: new URL('http://localhost/') });
  await i18next.init({ lng: 'en', resources: { en: { translation: {} }, es: { translation: {} } } });
});
beforeEach(() => {
  sent.length = 0;
});

describe('appBaseQuery', () => {
  it("sends the reader's language with every call", async () => {
    answer(200, { data: 1 });
    await i18next.changeLanguage('es');
    await appBaseQuery('http://localhost/api/user/fetch', api(), {});
    await i18next.changeLanguage('zh-CN');
    await appBaseQuery({ url: 'http://localhost/api/user/language', method: 'PUT', body: {} }, api(), {});
    expect(sent.map((request) => request.headers.get('accept-language'))).toEqual(['es', 'zh-CN']);
  });

  it("keeps the server's code and text of a failure", async () => {
    answer(409, { message: 'Ya eliminada.', code: 'LEDGER.ALREADY_REVERSED' });
    const result = await appBaseQuery('http://localhost/api/x', api(), {});
    expect(result.error).toEqual({
      status: 409,
      code: 'LEDGER.ALREADY_REVERSED',
      message: 'Ya eliminada.',
      fields: {},
    });
  });

  it('keeps the field messages and the code of a 422', async () => {
    answer(422, {
      message: { email: ['El correo electrónico ya está registrado.'] },
      code: 'VALIDATION_FAILED',
    });
    const result = await appBaseQuery('http://localhost/api/register', api(), {});
    expect(result.error).toMatchObject({
      status: 422,
      code: 'VALIDATION_FAILED',
      fields: { email: 'El correo electrónico ya está registrado.' },
    });
  });

  it("carries a 429's Retry-After, so a screen can say how long to wait", async () => {
    answer(429, { message: 'Too many requests', code: 'RATE_LIMITED' }, { 'retry-after': '42' });
    const result = await appBaseQuery('http://localhost/api/send-otp', api(), {});
    expect(result.error).toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfterSeconds: 42 });
  });

  it('says nothing about waiting when a 429 has no Retry-After', async () => {
    answer(429, { message: 'Too many requests', code: 'RATE_LIMITED' });
    const result = await appBaseQuery('http://localhost/api/send-otp', api(), {});
    expect(result.error).not.toHaveProperty('retryAfterSeconds');
  });
});
