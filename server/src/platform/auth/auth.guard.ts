import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { ModuleRef, Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { isAdminRole, Messages, Role } from '@app/libs';
import { forbidden, unauthorized } from '../errors/app-error';
import { xsrfMatches } from './cookies';
import { OPTIONAL_AUTH_KEY, PUBLIC_KEY, ROLES_KEY } from './decorators';
import { extractToken, JwtStrategy } from './jwt.strategy';
import type { SessionUser } from './session-user';

const SAFE_METHODS = ['GET', 'HEAD', 'OPTIONS'];

interface RouteAccess {
  isPublic: boolean;
  optional: boolean;
  roles: Role[] | undefined;
}

type SessionRequest = FastifyRequest & { authSource?: 'bearer' | 'cookie'; user?: SessionUser };

/**
 * The one global guard: a session unless the route is public, the CSRF double-submit check for
 * cookie sessions on state-changing calls, and the route's roles. Deny by default. The session is
 * loaded here once and kept on the request (`@CurrentUser()`), never again by the handler.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  /** A route's decorators do not change: read them once per handler, not on every request. */
  private readonly access = new WeakMap<object, RouteAccess>();
  private strategy?: JwtStrategy;

  constructor(
    private readonly reflector: Reflector,
    private readonly moduleRef: ModuleRef,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const { isPublic, optional, roles } = this.accessOf(context);
    if (isPublic) return true;
    const request = context.switchToHttp().getRequest<SessionRequest>();
    if (optional && !extractToken(request)) return true;

    const user = await this.sessions().authenticate(request);
    if (!user) throw unauthorized(Messages.unauthenticated);
    request.user = user;
    if (request.authSource === 'cookie' && !SAFE_METHODS.includes(request.method) && !xsrfMatches(request)) {
      throw forbidden(Messages.csrfMismatch, 'AUTH.CSRF_MISMATCH');
    }
    if (roles && !roles.includes(user.role)) throw forbidden(Messages.forbidden);
    return true;
  }

  private accessOf(context: ExecutionContext): RouteAccess {
    const handler = context.getHandler();
    let access = this.access.get(handler);
    if (!access) {
      const targets = [handler, context.getClass()];
      access = {
        isPublic: Boolean(this.reflector.getAllAndOverride<boolean>(PUBLIC_KEY, targets)),
        optional: Boolean(this.reflector.getAllAndOverride<boolean>(OPTIONAL_AUTH_KEY, targets)),
        roles: this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, targets),
      };
      this.access.set(handler, access);
    }
    return access;
  }

  /** Supplied by the identity module (it needs the user store), so looked up across modules. */
  private sessions(): JwtStrategy {
    this.strategy ??= this.moduleRef.get(JwtStrategy, { strict: false });
    return this.strategy;
  }
}

export const ADMIN_ONLY: Role[] = [Role.Admin, Role.SuperAdmin];
export { isAdminRole };
