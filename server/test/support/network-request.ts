/** What Client reads of an answer, the same over the network as from Fastify's inject. */
export interface RawAnswer {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  rawPayload: Buffer;
  cookies: Array<{ name: string; value: string; expires?: Date; maxAge?: number }>;
}

function parseCookie(header: string): RawAnswer['cookies'][number] {
  const [pair, ...attributes] = header.split(';').map((part) => part.trim());
  const at = pair!.indexOf('=');
  const cookie: RawAnswer['cookies'][number] = { name: pair!.slice(0, at), value: pair!.slice(at + 1) };
  for (const attribute of attributes) {
    const [name, value = ''] = attribute.split('=');
    if (name!.toLowerCase() === 'expires') cookie.expires = new Date(value);
    if (name!.toLowerCase() === 'max-age') cookie.maxAge = Number(value);
  }
  return cookie;
}

/**
 * A request to a server process over HTTP. The client's address goes in X-Forwarded-For, which a
 * server started with TRUST_PROXY=loopback believes from this machine, so that per-address rate
 * limits see many clients as they do through inject. A dropped connection rejects.
 */
export async function networkRequest(
  baseUrl: string,
  request: {
    method: string;
    url: string;
    headers: Record<string, string>;
    payload?: string | Buffer;
    remoteAddress: string;
  },
): Promise<RawAnswer> {
  const response = await fetch(new URL(request.url, baseUrl), {
    method: request.method,
    headers: { ...request.headers, 'x-forwarded-for': request.remoteAddress },
    body:
      typeof request.payload === 'string' || !request.payload
        ? request.payload
        : new Uint8Array(request.payload),
  });
  const rawPayload = Buffer.from(await response.arrayBuffer());
  const headers: RawAnswer['headers'] = {};
  response.headers.forEach((value, name) => (headers[name] = value));
  return {
    statusCode: response.status,
    headers,
    body: rawPayload.toString('utf8'),
    rawPayload,
    cookies: response.headers.getSetCookie().map(parseCookie),
  };
}
