import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { isAdminRole, Messages } from '@app/libs';
import { AppConfig, forbidden, JwtStrategy, unauthorized } from '../../../platform';
import { bearerOf, isScrapeToken } from './scrape-token';

/**
 * Who reads the metrics (ADR 0046): a scraper with the configured METRICS_TOKEN as its bearer
 * token, or a signed-in Admin or SuperAdmin, checked as the session guard checks a session. Any
 * other bearer token is taken for a session token, so a wrong scrape token is a 401.
 */
@Injectable()
export class MetricsAccessGuard implements CanActivate {
  private sessions?: JwtStrategy;

  constructor(
    private readonly config: AppConfig,
    private readonly moduleRef: ModuleRef,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (isScrapeToken(bearerOf(request.headers.authorization), this.config.METRICS_TOKEN)) return true;
    const user = await this.sessionStrategy().sessionOf(request);
    if (!user) throw unauthorized(Messages.unauthenticated);
    if (!isAdminRole(user.role)) throw forbidden(Messages.forbidden);
    return true;
  }

  /** Supplied by the identity module (it needs the user store), as the session guard finds it. */
  private sessionStrategy(): JwtStrategy {
    this.sessions ??= this.moduleRef.get(JwtStrategy, { strict: false });
    return this.sessions;
  }
}
