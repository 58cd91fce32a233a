import { Injectable } from '@nestjs/common';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppConfig } from '../config/app-config';
import { allowScripts, inlineScriptSources } from './inline-script-hashes';
import { type ContentEncoding, preferredEncoding, REVALIDATE } from './web-delivery';

const SUFFIX: Record<Exclude<ContentEncoding, 'identity'>, string> = { br: '.br', gzip: '.gz' };

/** The folder of the build's prerendered pages and its list of them (web/build/prerender.ts). */
export const PRERENDERED_FOLDER = 'prerendered';
const PRERENDERED_LIST = join(PRERENDERED_FOLDER, 'pages.json');

/** One HTML document of the build, as built and in its brotli and gzip copies. */
interface WebDocument {
  bodies: Map<ContentEncoding, Buffer>;
  /** CSP sources of its inline scripts (a prerendered page's gate). */
  scripts: string[];
}

function readDocument(file: string): WebDocument {
  const bodies = new Map<ContentEncoding, Buffer>([['identity', readFileSync(file)]]);
  for (const [encoding, suffix] of Object.entries(SUFFIX) as Array<[ContentEncoding, string]>)
    if (existsSync(file + suffix)) bodies.set(encoding, readFileSync(file + suffix));
  return { bodies, scripts: inlineScriptSources(bodies.get('identity')?.toString('utf8') ?? '') };
}

/** The prerendered pages by path: a first visit sees them before the app's scripts have run. */
function readPrerendered(root: string): Map<string, WebDocument> {
  const list = join(root, PRERENDERED_LIST);
  if (!existsSync(list)) return new Map();
  const pages = JSON.parse(readFileSync(list, 'utf8')) as Array<{ path: string; name: string }>;
  return new Map(
    pages.map(({ path, name }) => [path, readDocument(join(root, PRERENDERED_FOLDER, `${name}.html`))]),
  );
}

/**
 * Client-side routes (/home, /admin/...) answer with the web app's index.html; the few pages the
 * build prerendered (/, /login) with their own document, the same app with the page already drawn.
 */
@Injectable()
export class SpaFallback {
  readonly root: string | null;
  private readonly index: WebDocument | null = null;
  private readonly prerendered = new Map<string, WebDocument>();

  constructor(config: AppConfig) {
    const root = config.WEB_DIST_DIR ?? join(__dirname, '../../../../web/dist');
    const index = join(root, 'index.html');
    const enabled = config.runsApi && existsSync(index);
    this.root = enabled ? root : null;
    if (!enabled) return;
    this.index = readDocument(index);
    this.prerendered = readPrerendered(root);
  }

  serves(request: FastifyRequest): boolean {
    const path = request.url.split('?')[0];
    return (
      this.index !== null &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      path !== '/api' &&
      // A missing asset is missing: a page in its place would only fail later, as a script.
      !path.startsWith('/assets/') &&
      !/\.[a-z0-9]+$/i.test(path)
    );
  }

  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const path = request.url.split('?')[0].replace(/(.)\/+$/, '$1');
    const document = this.prerendered.get(path) ?? this.index;
    if (!document) throw new Error('SpaFallback.send without a build to send');
    const wanted = preferredEncoding(request.headers['accept-encoding']);
    const encoding = document.bodies.has(wanted) ? wanted : 'identity';
    void reply
      .status(200)
      .header('Cache-Control', REVALIDATE)
      .header('Vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8');
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string' && document.scripts.length > 0)
      void reply.header('Content-Security-Policy', allowScripts(policy, document.scripts));
    if (encoding !== 'identity') void reply.header('Content-Encoding', encoding);
    return reply.send(document.bodies.get(encoding));
  }
}
