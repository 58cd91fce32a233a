import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { networkRequest, type RawAnswer } from './network-request';

export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | undefined>;
  /** The body's bytes, for a binary answer (a PDF) that `body` would mangle as text. */
  raw: Buffer;
}

/**
 * Talks to the app like the browser does: keeps cookies, echoes XSRF-TOKEN in X-XSRF-TOKEN, and
 * can also call with a bearer token like an API client. The app is one in this process (inject), or a
 * server process's base URL (over HTTP; see networkRequest).
 */
export class Client {
  readonly cookies = new Map<string, string>();
  bearer?: string;
  sendXsrf = true;

  constructor(
    private readonly app: NestFastifyApplication | string,
    private readonly ip = '127.0.0.1',
  ) {}

  get(url: string, headers: Record<string, string> = {}) {
    return this.request('GET', url, undefined, headers);
  }

  post(url: string, body?: unknown, headers: Record<string, string> = {}) {
    return this.request('POST', url, body, headers);
  }

  put(url: string, body?: unknown, headers: Record<string, string> = {}) {
    return this.request('PUT', url, body, headers);
  }

  async request(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Reply> {
    if (!this.cookies.has('XSRF-TOKEN') && method !== 'GET') await this.request('GET', '/api/ready');
    const all: Record<string, string> = { ...headers };
    if (this.cookies.size) all.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (this.sendXsrf && this.cookies.has('XSRF-TOKEN'))
      all['x-xsrf-token'] = this.cookies.get('XSRF-TOKEN')!;
    if (this.bearer) all.authorization = `Bearer ${this.bearer}`;
    const isBuffer = Buffer.isBuffer(body);
    if (body !== undefined && !isBuffer && !all['content-type']) all['content-type'] = 'application/json';
    const sent = {
      method,
      url,
      headers: all,
      // The peer's own address: X-Forwarded-For counts only from a configured proxy (ADR 0016).
      remoteAddress: this.ip,
      payload: body === undefined ? undefined : isBuffer ? body : JSON.stringify(body),
    };
    const response: RawAnswer =
      typeof this.app === 'string'
        ? await networkRequest(this.app, sent)
        : ((await this.app.getHttpAdapter().getInstance().inject(sent)) as unknown as RawAnswer);
    for (const cookie of response.cookies) {
      const expired =
        (cookie.expires && cookie.expires.getTime() <= Date.now()) ||
        cookie.maxAge === 0 ||
        cookie.value === '';
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    let parsed: unknown = response.body;
    try {
      parsed = JSON.parse(response.body);
    } catch {
      // not JSON (HTML, image)
    }
    return {
      status: response.statusCode,
      body: parsed,
      headers: response.headers,
      raw: response.rawPayload,
    };
  }
}
