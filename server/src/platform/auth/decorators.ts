import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Role } from '@app/libs';
import type { SessionUser } from './session-user';

export const PUBLIC_KEY = 'auth:public';
export const OPTIONAL_AUTH_KEY = 'auth:optional';
export const ROLES_KEY = 'auth:roles';

/** No session needed. */
export const Public = () => SetMetadata(PUBLIC_KEY, true);
/** A session is used when present, and the call also works without one. */
export const OptionalAuth = () => SetMetadata(OPTIONAL_AUTH_KEY, true);
/** Only these roles may call. */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);

export const CurrentUser = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): SessionUser | undefined => ctx.switchToHttp().getRequest().user,
);
