import { CanActivate, ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { AppConfig } from '../config/app-config';
import { AppError, forbidden } from '../errors/app-error';

const JSON_FROM_OWN_SITE = 'http:json-from-own-site';

/**
 * For calls that start a session without one (login, register), which the CSRF double submit
 * cannot cover: a body a plain HTML form cannot send (JSON only) and, when the browser names the
 * calling page's Origin, this site's origin (ADR 0016).
 */
export const JsonFromOwnSite = () => SetMetadata(JSON_FROM_OWN_SITE, true);

export const JSON_REQUIRED_TEXT = 'This call accepts a JSON body only (Content-Type: application/json).';
export const FOREIGN_ORIGIN_TEXT = 'This call is refused from another site.';

@Injectable()
export class JsonFromOwnSiteGuard implements CanActivate {
  private readonly publicOrigin: string;

  constructor(
    private readonly reflector: Reflector,
    config: AppConfig,
  ) {
    this.publicOrigin = new URL(config.PUBLIC_URL).origin;
  }

  canActivate(context: ExecutionContext): boolean {
    if (!this.reflector.get<boolean>(JSON_FROM_OWN_SITE, context.getHandler())) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const origin = request.headers.origin;
    if (origin !== undefined && !this.isOwnOrigin(origin, request)) {
      throw forbidden(FOREIGN_ORIGIN_TEXT, 'HTTP.FOREIGN_ORIGIN');
    }
    if (!isJson(request.headers['content-type'])) {
      throw new AppError(415, JSON_REQUIRED_TEXT, 'HTTP.JSON_REQUIRED');
    }
    return true;
  }

  private isOwnOrigin(origin: string, request: FastifyRequest): boolean {
    // `null` (sandboxed frames, some redirects) and anything unparsable are nobody's origin.
    return origin === this.publicOrigin || origin === `${request.protocol}://${request.host}`;
  }
}

function isJson(contentType: string | undefined): boolean {
  const mime = contentType?.split(';')[0]?.trim().toLowerCase();
  return mime === 'application/json';
}
