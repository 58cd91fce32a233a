import { Injectable } from '@nestjs/common';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppConfig } from '../config/app-config';

/** Client-side routes (/home, /admin/...) answer with the web app's index.html. */
@Injectable()
export class SpaFallback {
  readonly root: string | null;
  private readonly indexHtml: string | null;

  constructor(config: AppConfig) {
    const root = config.WEB_DIST_DIR ?? join(__dirname, '../../../../web/dist');
    const index = join(root, 'index.html');
    const enabled = config.runsApi && existsSync(index);
    this.root = enabled ? root : null;
    this.indexHtml = enabled ? readFileSync(index, 'utf8') : null;
  }

  serves(request: FastifyRequest): boolean {
    const path = request.url.split('?')[0];
    return (
      this.indexHtml !== null &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      path !== '/api' &&
      !/\.[a-z0-9]+$/i.test(path)
    );
  }

  send(reply: FastifyReply): FastifyReply {
    return reply
      .status(200)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(this.indexHtml);
  }
}
