import { CanActivate, ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { RateLimiter } from './rate-limiter';

const RATE_LIMIT_KEY = 'rate-limit';
interface RouteLimit {
  name: string;
  max: number;
  windowSeconds: number;
}

/** Per-IP limit for a route, e.g. `@RateLimit('login', 20, 60)`. */
export const RateLimit = (name: string, max: number, windowSeconds: number) =>
  SetMetadata(RATE_LIMIT_KEY, { name, max, windowSeconds } satisfies RouteLimit);

@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const limit = this.reflector.get<RouteLimit | undefined>(RATE_LIMIT_KEY, context.getHandler());
    if (!limit) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    await this.limiter.consume({
      key: `${limit.name}:ip:${request.ip}`,
      max: limit.max,
      windowSeconds: limit.windowSeconds,
    });
    return true;
  }
}
