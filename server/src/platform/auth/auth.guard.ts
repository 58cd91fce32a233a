import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { ModuleRef, Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type passport from 'passport';
import { isAdminRole, Messages, Role } from '@app/libs';
import { forbidden, unauthorized } from '../errors/app-error';
import { xsrfMatches } from './cookies';
import { OPTIONAL_AUTH_KEY, PUBLIC_KEY, ROLES_KEY } from './decorators';
import { extractToken, JwtStrategy, SESSION_STRATEGY } from './jwt.strategy';
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
 * established through passport (the session-token strategy of this app, ADR 0042), once, and kept
 * on the request (`@CurrentUser()`), never loaded again by the handler.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  /** A route's decorators do not change: read them once per handler, not on every request. */
  private readonly access = new WeakMap<object, RouteAccess>();
  private passport?: passport.Authenticator;

  constructor(
    private readonly reflector: Reflector,
    private readonly moduleRef: ModuleRef,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const { isPublic, optional, roles } = this.accessOf(context);
    if (isPublic) return true;
    const http = context.switchToHttp();
    const request = http.getRequest<SessionRequest>();
    if (optional && !extractToken(request)) return true;

    const user = await this.authenticate(request, http.getResponse<FastifyReply>());
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

  /**
   * Passport's authenticate with the session-token strategy, answering as @nestjs/passport's
   * AuthGuard does: an error of the strategy as it is (a 401 it threw, a 503 of an unreachable
   * database), no user a 401. Not AuthGuard itself: it always asks passport's process-wide instance.
   */
  private authenticate(request: SessionRequest, reply: FastifyReply): Promise<SessionUser> {
    return new Promise((resolve, reject) => {
      const authenticate = this.passportOfThisApp().authenticate(
        SESSION_STRATEGY,
        { session: false },
        (error: unknown, user: SessionUser | false | null) => {
          if (error) reject(error);
          else if (!user) reject(unauthorized(Messages.unauthenticated));
          else resolve(user);
        },
      );
      // Called only when passport does not answer through the callback (an unknown strategy).
      authenticate(request as never, reply as never, (error?: unknown) =>
        reject(error ?? unauthorized(Messages.unauthenticated)),
      );
    });
  }

  /**
   * The passport the strategy of this app registered itself in. The strategy is supplied by the
   * identity module (it needs the user store), so it is looked up across this app's modules, never
   * by name in a registry other apps of the process share.
   */
  private passportOfThisApp(): passport.Authenticator {
    this.passport ??= this.moduleRef.get(JwtStrategy, { strict: false }).getPassportInstance();
    return this.passport;
  }
}

export const ADMIN_ONLY: Role[] = [Role.Admin, Role.SuperAdmin];
export { isAdminRole };
