import { Injectable } from '@nestjs/common';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppConfig } from '../config/app-config';
import { type ContentEncoding, preferredEncoding, REVALIDATE } from './web-delivery';

const SUFFIX: Record<Exclude<ContentEncoding, 'identity'>, string> = { br: '.br', gzip: '.gz' };

/** Client-side routes (/home, /admin/...) answer with the web app's index.html. */
@Injectable()
export class SpaFallback {
  readonly root: string | null;
  /** index.html as built, and its brotli and gzip copies when the build wrote them. */
  private readonly indexHtml = new Map<ContentEncoding, Buffer>();

  constructor(config: AppConfig) {
    const root = config.WEB_DIST_DIR ?? join(__dirname, '../../../../web/dist');
    const index = join(root, 'index.html');
    const enabled = config.runsApi && existsSync(index);
    this.root = enabled ? root : null;
    if (!enabled) return;
    this.indexHtml.set('identity', readFileSync(index));
    for (const [encoding, suffix] of Object.entries(SUFFIX) as Array<[ContentEncoding, string]>)
      if (existsSync(index + suffix)) this.indexHtml.set(encoding, readFileSync(index + suffix));
  }

  serves(request: FastifyRequest): boolean {
    const path = request.url.split('?')[0];
    return (
      this.indexHtml.size > 0 &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      path !== '/api' &&
      // A missing asset is missing: a page in its place would only fail later, as a script.
      !path.startsWith('/assets/') &&
      !/\.[a-z0-9]+$/i.test(path)
    );
  }

  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const wanted = preferredEncoding(request.headers['accept-encoding']);
    const encoding = this.indexHtml.has(wanted) ? wanted : 'identity';
    void reply
      .status(200)
      .header('Cache-Control', REVALIDATE)
      .header('Vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8');
    if (encoding !== 'identity') void reply.header('Content-Encoding', encoding);
    return reply.send(this.indexHtml.get(encoding));
  }
}
