import { SetMetadata } from '@nestjs/common';

/**
 * Who calls a route: a visitor, a member (with their own resources), a member with another
 * member's resource, an Admin, a SuperAdmin.
 */
export type Caller = 'anonymous' | 'member' | 'othersResource' | 'admin' | 'superAdmin';

/**
 * What a caller gets for a well-formed request: its status; for a refusal other than 401 and 403
 * (AUTH.UNAUTHENTICATED, AUTH.FORBIDDEN) also its error code, as in `'404 RECEIPT.NOT_FOUND'`.
 */
export type Answer = number | `${number} ${string}`;

/**
 * A route's row of the access matrix (ADR 0043). `othersResource` is what a member gets for an id
 * of another member's resource; every route a member may call with such an id declares it.
 */
export type AccessRule = Readonly<Record<Exclude<Caller, 'othersResource'>, Answer>> & {
  readonly othersResource?: Answer;
};

/** `ok`: the status of a call that succeeds (200 unless said). */
interface Options {
  ok?: number;
  othersResource?: Answer;
}

export const ACCESS_KEY = 'auth:access';

const withOthers = (rule: AccessRule, othersResource: Answer | undefined): AccessRule =>
  othersResource === undefined ? rule : { ...rule, othersResource };

/** The usual rows, also for routes Fastify answers without Nest (configure-http.ts). */
export const AccessRules = {
  /** Anyone, signed in or not. */
  public: ({ ok = 200 }: Pick<Options, 'ok'> = {}): AccessRule => ({
    anonymous: ok,
    member: ok,
    admin: ok,
    superAdmin: ok,
  }),
  /** Anyone signed in, whatever the role. */
  signedIn: ({ ok = 200, othersResource }: Options = {}): AccessRule =>
    withOthers({ anonymous: 401, member: ok, admin: ok, superAdmin: ok }, othersResource),
  /** Members (role User) only: staff are refused. */
  members: ({ ok = 200, othersResource }: Options = {}): AccessRule =>
    withOthers({ anonymous: 401, member: ok, admin: 403, superAdmin: 403 }, othersResource),
  /** Admins and SuperAdmins. */
  admins: ({ ok = 200 }: Pick<Options, 'ok'> = {}): AccessRule => ({
    anonymous: 401,
    member: 403,
    admin: ok,
    superAdmin: ok,
  }),
  /** SuperAdmins only. */
  superAdmins: ({ ok = 200 }: Pick<Options, 'ok'> = {}): AccessRule => ({
    anonymous: 401,
    member: 403,
    admin: 403,
    superAdmin: ok,
  }),
};

const declare = (rule: AccessRule): MethodDecorator => SetMetadata(ACCESS_KEY, rule);

/**
 * Declares, on a controller method, who may call the route and what each caller gets:
 * `@Access.admins()`, `@Access.members({ othersResource: '404 PAYMENT.METHOD_NOT_FOUND' })`, or a
 * row of its own with `@Access({ ... })`. Nothing enforces it at run time: the session guard does
 * (`@Public`, `@Roles`), and test/edges/access-matrix.test.ts calls every route as every caller and
 * fails on a route without a declaration or answering otherwise (ADR 0043).
 */
export const Access = Object.assign(declare, {
  public: (options?: Pick<Options, 'ok'>) => declare(AccessRules.public(options)),
  signedIn: (options?: Options) => declare(AccessRules.signedIn(options)),
  members: (options?: Options) => declare(AccessRules.members(options)),
  admins: (options?: Pick<Options, 'ok'>) => declare(AccessRules.admins(options)),
  superAdmins: (options?: Pick<Options, 'ok'>) => declare(AccessRules.superAdmins(options)),
});
