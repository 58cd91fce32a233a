import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { isAdminRole, Messages, Role } from '@app/libs';
import { forbidden, unauthorized } from '../errors/app-error';
import { xsrfMatches } from './cookies';
import { OPTIONAL_AUTH_KEY, PUBLIC_KEY, ROLES_KEY } from './decorators';
import { extractToken } from './jwt.strategy';
import type { SessionUser } from './session-user';

const SAFE_METHODS = ['GET', 'HEAD', 'OPTIONS'];

/**
 * The one global guard: a session unless the route is public, the CSRF double-submit check for
 * cookie sessions on state-changing calls, and the route's roles. Deny by default.
 */
@Injectable()
export class SessionGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(PUBLIC_KEY, targets);
    const optional = this.reflector.getAllAndOverride<boolean>(OPTIONAL_AUTH_KEY, targets);
    const request = context
      .switchToHttp()
      .getRequest<FastifyRequest & { authSource?: 'bearer' | 'cookie'; user?: SessionUser }>();
    if (isPublic) return true;
    if (optional && !extractToken(request)) return true;

    await (super.canActivate(context) as Promise<boolean>);
    if (request.authSource === 'cookie' && !SAFE_METHODS.includes(request.method) && !xsrfMatches(request)) {
      throw forbidden(Messages.csrfMismatch, 'AUTH.CSRF_MISMATCH');
    }
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, targets);
    if (roles && !roles.includes(request.user!.role)) throw forbidden(Messages.forbidden);
    return true;
  }

  override handleRequest<T>(error: unknown, user: T): T {
    if (error || !user)
      throw error instanceof Error && 'status' in error ? error : unauthorized(Messages.unauthenticated);
    return user;
  }
}

export const ADMIN_ONLY: Role[] = [Role.Admin, Role.SuperAdmin];
export { isAdminRole };
