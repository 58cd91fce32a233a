import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressFolder } from '../../../web/build/precompress';
import { nextIp } from '../support/fixtures';
import { startTestApp, TestApp } from '../support/test-app';

jest.setTimeout(60_000);

const ASSET = '/assets/landing-Bx7Qe2Lm.js';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const JAVASCRIPT = /^(text|application)\/javascript; charset=utf-8$/;
/** A script that compresses well, like every real bundle. */
const SCRIPT = Array.from(
  { length: 200 },
  (_, i) => `export const label${i} = 'landing page text ${i}';`,
).join('\n');
const INDEX = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>App</title>
<script type="module" crossorigin src="${ASSET}"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(20)}</body></html>`;

const GATE = "document.documentElement.classList.add('prerender-off')";
/** A page prerendered at build time (web/build/prerender.ts), with its inline gate script. */
const LOGIN = INDEX.replace('</head>', `<script>${GATE}</script></head>`).replace(
  '<div id="root"></div>',
  '<div id="root"><div data-prerendered inert><h1>Log in</h1></div></div>',
);
const GATE_SOURCE = `'sha256-${createHash('sha256').update(GATE).digest('base64')}'`;

/**
 * The server in front of a small build written here and precompressed by the build's own plugin
 * (web/build/precompress.ts): deterministic, whether or not web/dist was built.
 */
describe('delivery of the web build', () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    base = mkdtempSync(join(tmpdir(), 'web-dist-'));
    const dist = join(base, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, ASSET), SCRIPT);
    mkdirSync(join(dist, 'prerendered'));
    writeFileSync(join(dist, 'prerendered', 'login.html'), LOGIN);
    writeFileSync(
      join(dist, 'prerendered', 'pages.json'),
      JSON.stringify([{ path: '/login', name: 'login' }]),
    );
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // Beside the build, not in it: never to be served.
    writeFileSync(join(base, 'secret.txt'), 'not for the web');
    await precompressFolder(dist);
    t = await startTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(base, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.client(nextIp()).get(url, acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding });

  it('sends a hashed asset brotli-compressed to a client that accepts br, cached for a year', async () => {
    const reply = await get(ASSET, 'gzip, deflate, br, zstd');
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['content-type']).toMatch(JAVASCRIPT);
    expect(reply.headers['cache-control']).toBe(IMMUTABLE);
    expect(String(reply.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(Number(reply.headers['content-length'])).toBe(reply.raw.length);
    expect(reply.raw.length).toBeLessThan(SCRIPT.length / 3);
    expect(brotliDecompressSync(reply.raw).toString()).toBe(SCRIPT);
  });

  it('sends gzip when only gzip is accepted, or when brotli is refused', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip;q=0.8']) {
      const reply = await get(ASSET, accept);
      expect(reply.headers['content-encoding']).toBe('gzip');
      expect(reply.headers['content-type']).toMatch(JAVASCRIPT);
      expect(reply.headers['cache-control']).toBe(IMMUTABLE);
      expect(Number(reply.headers['content-length'])).toBe(reply.raw.length);
      expect(gunzipSync(reply.raw).toString()).toBe(SCRIPT);
    }
  });

  it('sends the file as built to a client that accepts no compression', async () => {
    for (const accept of [undefined, 'identity', 'deflate']) {
      const reply = await get(ASSET, accept);
      expect(reply.status).toBe(200);
      expect(reply.headers['content-encoding']).toBeUndefined();
      expect(reply.headers['content-type']).toMatch(JAVASCRIPT);
      expect(reply.headers['cache-control']).toBe(IMMUTABLE);
      expect(String(reply.headers.vary).toLowerCase()).toContain('accept-encoding');
      expect(Number(reply.headers['content-length'])).toBe(SCRIPT.length);
      expect(reply.raw.toString()).toBe(SCRIPT);
    }
  });

  it('has index.html revalidated on every visit, by name and as the page of a client route', async () => {
    for (const url of ['/index.html', '/', '/home', '/admin/users']) {
      const reply = await get(url, 'br, gzip');
      expect(reply.status).toBe(200);
      expect(reply.headers['cache-control']).toBe('no-cache');
      expect(reply.headers['content-type']).toMatch(/^text\/html/);
      expect(reply.headers['content-encoding']).toBe('br');
      expect(String(reply.headers.vary).toLowerCase()).toContain('accept-encoding');
      expect(brotliDecompressSync(reply.raw).toString()).toBe(INDEX);
    }
    const plain = await get('/home');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.raw.toString()).toBe(INDEX);
    const gzipped = await get('/home', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.raw).toString()).toBe(INDEX);
  });

  it('answers a prerendered page at its path, with its inline script allowed by hash there only', async () => {
    for (const url of ['/login', '/login/', '/login?next=%2Fhome']) {
      const reply = await get(url, 'br, gzip');
      expect(reply.status).toBe(200);
      expect(reply.headers['cache-control']).toBe('no-cache');
      expect(reply.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(reply.raw).toString()).toBe(LOGIN);
      const scriptSrc = String(reply.headers['content-security-policy']).match(/script-src [^;]*/)?.[0];
      expect(scriptSrc).toBe(`script-src 'self' ${GATE_SOURCE}`);
    }
    const plain = await get('/login');
    expect(plain.raw.toString()).toBe(LOGIN);
    // Every other page keeps the policy that allows no inline script at all.
    const index = await get('/home');
    expect(index.raw.toString()).toBe(INDEX);
    expect(String(index.headers['content-security-policy'])).toContain("script-src 'self';");
    expect(String(index.headers['content-security-policy'])).not.toContain('sha256-');
  });

  it('does not serve the prerendered files by their own names', async () => {
    for (const url of ['/prerendered/login.html', '/prerendered/pages.json']) {
      const reply = await get(url, 'br, gzip');
      expect(reply.status).toBe(404);
    }
  });

  it('caches the other files of the build for a while, and sends a file no copy was made for as is', async () => {
    const reply = await get('/favicon.svg', 'br, gzip');
    expect(reply.status).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=3600');
    expect(reply.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(reply.headers['content-encoding']).toBeUndefined();
  });

  it('answers 404, not the page, for a missing asset', async () => {
    for (const url of ['/assets/landing-0000000.js', '/assets/gone', '/missing.css', `${ASSET}.br`]) {
      const reply = await get(url, 'br, gzip');
      expect(reply.status).toBe(404);
      expect(reply.headers['content-type']).not.toMatch(/^text\/html/);
    }
  });

  it('serves nothing from outside the build folder', async () => {
    for (const url of [
      '/../secret.txt',
      '/assets/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
    ]) {
      const reply = await get(url);
      expect(reply.status).toBeGreaterThanOrEqual(400);
      expect(reply.raw.toString()).not.toContain('not for the web');
    }
    expect(readFileSync(join(base, 'secret.txt'), 'utf8')).toBe('not for the web');
  });
});
