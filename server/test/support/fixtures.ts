import { createHmac, randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { Reply } from './client';
import type { TestApp } from './test-app';

let ipCounter = 0;
/** A fresh client address per call, so that per-IP rate limits never couple two tests. */
export function nextIp(): string {
  const n = ipCounter++;
  return `10.${(process.pid % 200) + 1}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A valid 1x1 RGB PNG; `commentBytes` adds a tEXt chunk to make a valid but large file. */
export function tinyPng(commentBytes = 0): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const pixels = deflateSync(Buffer.from([0, 200, 30, 30])); // filter byte + one pixel
  const comment = commentBytes
    ? [pngChunk('tEXt', Buffer.concat([Buffer.from('Comment\0'), Buffer.alloc(commentBytes, 0x61)]))]
    : [];
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    ...comment,
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const seg = (marker: number, body: number[]) => [
  0xff,
  marker,
  (body.length + 2) >> 8,
  (body.length + 2) & 0xff,
  ...body,
];

/**
 * A valid 8x8 mid-grey baseline JPEG: every DCT coefficient is zero, so the scan is one DC code
 * (category 0) and one end-of-block, each a one-bit Huffman code.
 */
export function tinyJpeg(): Buffer {
  const oneCodeTable = (tableClass: number) => [tableClass, 1, ...Array(15).fill(0), 0x00];
  return Buffer.from([
    0xff,
    0xd8,
    ...seg(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...seg(0xdb, [0x00, ...Array(64).fill(1)]),
    ...seg(0xc0, [8, 0, 8, 0, 8, 1, 1, 0x11, 0]),
    ...seg(0xc4, oneCodeTable(0x00)),
    ...seg(0xc4, oneCodeTable(0x10)),
    ...seg(0xda, [1, 1, 0x00, 0, 63, 0]),
    0x3f,
    0xff,
    0xd9,
  ]);
}

export interface FormPart {
  name: string;
  data: Buffer | string;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body built by hand, as a browser would send it. */
export function multipart(parts: FormPart[]): { body: Buffer; headers: Record<string, string> } {
  const boundary = `----jest${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const type = part.contentType ? `Content-Type: ${part.contentType}\r\n` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    body: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * An HS256/HS512 JWT signed with `secret`, or an unsigned one (`alg: none`) when secret is null;
 * `header` adds to its header (a `kid`).
 */
export function signJwt(
  payload: object,
  secret: string | null,
  alg: 'HS256' | 'HS512' | 'none' = 'HS256',
  header: Record<string, unknown> = {},
): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const data = `${encode({ alg, typ: 'JWT', ...header })}.${encode(payload)}`;
  if (secret === null || alg === 'none') return `${data}.`;
  return `${data}.${createHmac(alg === 'HS512' ? 'sha512' : 'sha256', secret)
    .update(data)
    .digest('base64url')}`;
}

/** The same token with its last character changed: always a different, equally well-formed token. */
export const alterToken = (token: string): string =>
  `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;

export const decodeJwt = (token: string): Record<string, any> =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));

/**
 * Row counts of everything an identity call may write, once the event consumers caught up: a
 * reaction to an earlier call (the referral network's join) appends its events in the background.
 */
export async function rowCounts(t: TestApp): Promise<Record<string, number>> {
  await t.drainEvents();
  const [row] = await t.dataSource.query(`
    SELECT (SELECT count(*)::int FROM users) AS users,
           (SELECT count(*)::int FROM domain_events) AS events,
           (SELECT count(*)::int FROM email_codes) AS email_codes,
           (SELECT count(*)::int FROM password_resets) AS password_resets`);
  return row;
}

export async function eventCount(t: TestApp, type: string, aggregateId?: string): Promise<number> {
  const [{ count }] = await t.dataSource.query(
    `SELECT count(*)::int AS count FROM domain_events WHERE type = $1 AND ($2::text IS NULL OR aggregate_id = $2)`,
    [type, aggregateId ?? null],
  );
  return count;
}

/** A stable error code (ADR 0011): `MODULE.UPPER_SNAKE`, or a platform code such as `RATE_LIMITED`. */
export const ERROR_CODE = /^[A-Z]+(?:_[A-Z]+)*(?:\.[A-Z]+(?:_[A-Z]+)*)?$/;

/**
 * The error shapes (ADR 0011): 422 `{ message: { field: [texts] }, code: 'VALIDATION_FAILED' }`, any
 * other 4xx `{ message: text, code }`. With `code`, the answer must carry exactly that code.
 */
export function expectClientError(reply: Reply, status?: number, code?: string): void {
  if (status !== undefined) expect(reply.status).toBe(status);
  expect(reply.status).toBeGreaterThanOrEqual(400);
  expect(reply.status).toBeLessThan(500);
  expect(Object.keys(reply.body).sort()).toEqual(['code', 'message']);
  expect(reply.body.code).toMatch(ERROR_CODE);
  if (code !== undefined) expect(reply.body.code).toBe(code);
  expect(reply.body.code === 'VALIDATION_FAILED').toBe(reply.status === 422);
  if (reply.status === 422) {
    expect(typeof reply.body.message).toBe('object');
    for (const messages of Object.values(reply.body.message as Record<string, unknown>)) {
      expect(
        Array.isArray(messages) && messages.length > 0 && messages.every((m) => typeof m === 'string'),
      ).toBe(true);
    }
  } else {
    expect(typeof reply.body.message).toBe('string');
    expect(reply.body.message.length).toBeGreaterThan(0);
  }
}
