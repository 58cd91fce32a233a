import { plainToInstance, Transform } from 'class-transformer';
import {
  getMetadataStorage,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Max,
  Min,
  MinLength,
  ValidateBy,
  validateSync,
} from 'class-validator';
import { parseTrustProxy, type TrustedProxies } from './trust-proxy';

const DEFAULT_APP_URL = 'postgres://lending_app@127.0.0.1:5432/lending';
const DEFAULT_OWNER_URL = 'postgres://lending_owner@127.0.0.1:5432/lending';

export const APP_ROLES = ['all', 'api', 'worker'] as const;
export type AppRole = (typeof APP_ROLES)[number];

/** An IANA time zone name Intl knows ('UTC', 'Europe/Prague'); a typo must stop the boot, not shift locks. */
const IsTimeZone = () =>
  ValidateBy({
    name: 'isTimeZone',
    validator: {
      validate: (value: unknown) => {
        if (typeof value !== 'string' || value === '') return false;
        try {
          new Intl.DateTimeFormat('en-US', { timeZone: value });
          return true;
        } catch {
          return false;
        }
      },
      defaultMessage: () => 'must be an IANA time zone name, e.g. UTC or America/New_York',
    },
  });

/** OWASP's lowest recommended argon2id cost (19 MiB, 2 passes): tests may go below it, production not. */
const PRODUCTION_HASH_FLOOR = { memoryKib: 19_456, timeCost: 2 };
/** The items of a comma-separated list of secrets, trimmed; empty items (a trailing comma) dropped. */
export function secretList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** A comma-separated list of secrets each as long as a current one must be (ADR 0049). */
const IsSecretList = (minLength: number) =>
  ValidateBy({
    name: 'isSecretList',
    validator: {
      validate: (value: unknown) =>
        typeof value === 'string' && secretList(value).every((item) => item.length >= minLength),
      defaultMessage: () =>
        `must be a comma-separated list of secrets, each at least ${minLength} characters long`,
    },
  });

const toInt = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : Number(value);
const toBool = ({ value }: { value: unknown }) =>
  value === undefined || value === ''
    ? undefined
    : ['1', 'true', 'yes'].includes(String(value).toLowerCase());

/**
 * Every setting the server reads, validated once at boot. Defaults work on a developer machine with
 * PostgreSQL and Redis on localhost; `production` refuses to start without real secrets.
 */
export class AppConfig {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @IsIn(APP_ROLES)
  APP_ROLE: AppRole = 'all';

  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(65535)
  PORT = 3000;

  @IsString()
  HOST = '0.0.0.0';

  /**
   * Where people reach the app: the base of emailed and copied links. Unset, it is this machine on the
   * port the server listens on (set in loadConfig), so links work on any PORT without a second setting.
   */
  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'] })
  PUBLIC_URL!: string;

  /** The app's own role: it may not UPDATE, DELETE or TRUNCATE the append-only tables (ADR 0019). */
  @IsString()
  @MinLength(1)
  DATABASE_URL = DEFAULT_APP_URL;

  /** The role that owns the schema and runs migrations; defaults to DATABASE_URL when that is set. */
  @IsOptional()
  @IsString()
  @MinLength(1)
  DATABASE_OWNER_URL?: string;

  /** A superuser (or CREATEROLE and CREATEDB) role `npm run db:provision` creates the roles and database with. */
  @IsString()
  @MinLength(1)
  DATABASE_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

  /** Connections of the app's pool, per process. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(1000)
  DATABASE_POOL_SIZE = 20;

  /** A statement of the app running longer than this is cancelled (0: never). */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  DATABASE_STATEMENT_TIMEOUT_MS = 30_000;

  /** A statement waiting longer than this for a lock fails (0: waits for ever). */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  DATABASE_LOCK_TIMEOUT_MS = 10_000;

  /** A session idle inside an open transaction for longer than this is ended (0: never). */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS = 60_000;

  /**
   * How long opening a connection, or waiting for one of the pool's, may take before the request gets
   * 503 UNAVAILABLE (0: waits for ever): a database host that drops packets answers a connect only
   * after the system's TCP timeout, minutes later.
   */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  DATABASE_CONNECT_TIMEOUT_MS = 10_000;

  /** Statement timeout of long background work: verification chunks, projection rebuilds (0: none). */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  DATABASE_BATCH_STATEMENT_TIMEOUT_MS = 30 * 60_000;

  /** argon2id memory per password hash, in KiB; production refuses less than OWASP's 19 MiB. */
  @Transform(toInt)
  @IsInt()
  @Min(1024)
  PASSWORD_HASH_MEMORY_KIB = 65_536;

  /** argon2id passes over that memory; production refuses fewer than 2. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  PASSWORD_HASH_TIME_COST = 3;

  @IsString()
  @MinLength(1)
  REDIS_URL = 'redis://127.0.0.1:6379';

  /** Namespace of every Redis key (queues, limits, revocations), so deployments or tests can share a Redis. */
  @IsString()
  @MinLength(1)
  REDIS_PREFIX = 'lending';

  /** Secret for signing sessions; outside production a random one is kept in var/ when unset. */
  @IsOptional()
  @IsString()
  @MinLength(32)
  JWT_SECRET?: string;

  /**
   * Retired session secrets, comma-separated: tokens they signed still verify until they expire, new
   * ones are signed with JWT_SECRET only (ADR 0049). Removed after JWT_TTL_SECONDS.
   */
  @IsOptional()
  @IsSecretList(32)
  JWT_PREVIOUS_SECRETS?: string;

  /**
   * Signs the event chain's anchors (ADR 0019), so that whoever can write the database cannot forge
   * one; outside production a random one is kept in var/ when unset.
   */
  @IsOptional()
  @IsString()
  @MinLength(32)
  LEDGER_ANCHOR_KEY?: string;

  /**
   * Retired anchor keys, comma-separated: the anchor lines they signed still verify; new anchors are
   * signed with LEDGER_ANCHOR_KEY only (ADR 0049). Kept as long as those lines are.
   */
  @IsOptional()
  @IsSecretList(32)
  LEDGER_ANCHOR_PREVIOUS_KEYS?: string;

  /** Append-only file of signed chain anchors, outside the database. */
  @IsOptional()
  @IsString()
  LEDGER_ANCHOR_FILE?: string;

  /** How often the worker anchors the chain's head (when it moved). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  LEDGER_ANCHOR_INTERVAL_SECONDS = 60;

  @Transform(toInt)
  @IsInt()
  @Min(60)
  JWT_TTL_SECONDS = 24 * 60 * 60;

  /**
   * What a scraper sends as `Authorization: Bearer ...` to read /api/metrics (ADR 0046). Unset, only
   * a signed-in administrator may read them.
   */
  @IsOptional()
  @IsString()
  @MinLength(32)
  METRICS_TOKEN?: string;

  @IsEmail({ require_tld: false })
  ADMIN_EMAIL = 'admin@example.com';

  /** First SuperAdmin's password; when unset a random one is generated and written to var/. */
  @IsOptional()
  @IsString()
  @MinLength(8)
  ADMIN_PASSWORD?: string;

  @IsOptional()
  @IsString()
  SMTP_URL?: string;

  @IsString()
  MAIL_FROM = 'Lending Network <no-reply@localhost>';

  @IsString()
  VAR_DIR = 'var';

  @IsOptional()
  @IsString()
  MAIL_OUTBOX_DIR?: string;

  @IsOptional()
  @IsString()
  UPLOAD_DIR?: string;

  @IsOptional()
  @IsString()
  WEB_DIST_DIR?: string;

  /**
   * Which card gateway charges members (ADR 0022): `test`, the built-in gateway that never leaves the
   * machine and knows the well-known test cards, or `stripe` (needs the three STRIPE_* keys). In
   * production it must be set: the test gateway only runs there when asked for by name.
   */
  @IsIn(['test', 'stripe'])
  PAYMENT_GATEWAY: 'test' | 'stripe' = 'test';

  @IsOptional()
  @IsString()
  @MinLength(8)
  STRIPE_SECRET_KEY?: string;

  @IsOptional()
  @IsString()
  @MinLength(8)
  STRIPE_PUBLISHABLE_KEY?: string;

  /** Signs Stripe's webhook calls (`whsec_...`). */
  @IsOptional()
  @IsString()
  @MinLength(8)
  STRIPE_WEBHOOK_SECRET?: string;

  /** Another Stripe API origin (a local stripe-mock or a test double); Stripe's own when unset. */
  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'] })
  STRIPE_API_URL?: string;

  @IsIn(['usd'])
  PAYMENT_CURRENCY = 'usd';

  /** Bytes every member may keep in uploaded files (avatars now, receipts later), after re-encoding. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  UPLOAD_QUOTA_BYTES = 20 * 1024 * 1024;

  /** Uploads one member may send per window, refused or not: decoding and re-encoding cost CPU. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  UPLOAD_RATE_LIMIT = 20;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  UPLOAD_RATE_WINDOW_SECONDS = 60 * 60;

  @Transform(toBool)
  @IsOptional()
  COOKIE_SECURE?: boolean;

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  /**
   * The operator's time zone (IANA name): a season's lock date locks at the start of that day there
   * (ADR 0035), and "today" for the date check is that zone's today.
   */
  @IsTimeZone()
  OPERATOR_TIME_ZONE = 'UTC';

  /** Multiplies every rate limit; tests raise it so that one IP may run many journeys. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  RATE_LIMIT_FACTOR = 1;

  /**
   * Proxies whose `X-Forwarded-For` is believed: unset (nobody), a hop count, or a comma list of
   * addresses/CIDRs (checked in loadConfig; see trust-proxy.ts).
   */
  @IsOptional()
  @IsString()
  TRUST_PROXY?: string;

  get jwtPreviousSecrets(): string[] {
    return secretList(this.JWT_PREVIOUS_SECRETS);
  }
  get ledgerAnchorPreviousKeys(): string[] {
    return secretList(this.LEDGER_ANCHOR_PREVIOUS_KEYS);
  }

  get trustedProxies(): TrustedProxies {
    const parsed = parseTrustProxy(this.TRUST_PROXY);
    return typeof parsed === 'string' ? false : parsed;
  }

  get isProduction(): boolean {
    return this.NODE_ENV === 'production';
  }
  get mailOutboxDir(): string {
    return this.MAIL_OUTBOX_DIR ?? `${this.VAR_DIR}/mail`;
  }
  get databaseOwnerUrl(): string {
    return (
      this.DATABASE_OWNER_URL ??
      (this.DATABASE_URL === DEFAULT_APP_URL ? DEFAULT_OWNER_URL : this.DATABASE_URL)
    );
  }
  get ledgerAnchorFile(): string {
    return this.LEDGER_ANCHOR_FILE ?? `${this.VAR_DIR}/ledger-anchors.log`;
  }
  get uploadDir(): string {
    return this.UPLOAD_DIR ?? `${this.VAR_DIR}/uploads`;
  }
  get cookieSecure(): boolean {
    return this.COOKIE_SECURE ?? this.isProduction;
  }
  get runsApi(): boolean {
    return this.APP_ROLE !== 'worker';
  }
  get runsWorkers(): boolean {
    return this.APP_ROLE !== 'api';
  }
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  // The decorated settings, not Object.keys(new AppConfig()): compiled by tsc (useDefineForClassFields
  // false) an optional field without a default is no own key, and its variable would be ignored.
  const known = new Set(
    getMetadataStorage()
      .getTargetValidationMetadatas(AppConfig, '', true, false)
      .map((m) => m.propertyName),
  );
  // An empty variable (`ADMIN_PASSWORD=` in an env file) means unset, so the default applies.
  const source = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => value !== undefined && value !== '' && known.has(key)),
  );
  const config = plainToInstance(AppConfig, source);
  const errors = validateSync(config, { whitelist: true });
  if (errors.length > 0) {
    const lines = errors.map((e) => `${e.property}: ${Object.values(e.constraints ?? {}).join('; ')}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  config.PUBLIC_URL ??= `http://localhost:${config.PORT}`;
  const trustProxy = parseTrustProxy(config.TRUST_PROXY);
  if (typeof trustProxy === 'string') {
    throw new ConfigError(`Invalid configuration:\n  TRUST_PROXY: ${trustProxy}`);
  }
  if (config.PAYMENT_GATEWAY === 'stripe') {
    const unset = (['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const).filter(
      (key) => !config[key],
    );
    if (unset.length)
      throw new ConfigError(
        `Invalid configuration:\n  ${unset.join(', ')}: required with PAYMENT_GATEWAY=stripe`,
      );
  }
  for (const secret of ['JWT_SECRET', 'LEDGER_ANCHOR_KEY'] as const) {
    if (config.isProduction && !config[secret]) {
      throw new ConfigError(
        `Invalid configuration:\n  ${secret}: required in production (at least 32 characters)`,
      );
    }
  }
  if (
    config.isProduction &&
    (config.PASSWORD_HASH_MEMORY_KIB < PRODUCTION_HASH_FLOOR.memoryKib ||
      config.PASSWORD_HASH_TIME_COST < PRODUCTION_HASH_FLOOR.timeCost)
  ) {
    throw new ConfigError(
      `Invalid configuration:\n  PASSWORD_HASH_MEMORY_KIB, PASSWORD_HASH_TIME_COST: at least ${PRODUCTION_HASH_FLOOR.memoryKib} KiB and ${PRODUCTION_HASH_FLOOR.timeCost} passes in production`,
    );
  }
  const rotations = [
    ['JWT_SECRET', 'JWT_PREVIOUS_SECRETS'],
    ['LEDGER_ANCHOR_KEY', 'LEDGER_ANCHOR_PREVIOUS_KEYS'],
  ] as const;
  for (const [current, previous] of rotations) {
    const retired = secretList(config[previous]);
    // A retired secret still listed as current would go on signing: the rotation would not have happened.
    if (config[current] !== undefined && retired.includes(config[current]))
      throw new ConfigError(
        `Invalid configuration:\n  ${previous}: lists the current ${current}; only secrets that no longer sign belong there`,
      );
    if (new Set(retired).size !== retired.length)
      throw new ConfigError(`Invalid configuration:\n  ${previous}: lists the same secret twice`);
  }
  if (config.isProduction && source.PAYMENT_GATEWAY === undefined) {
    // A production that forgot its Stripe keys must not take cards it cannot charge.
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENT_GATEWAY: required in production (stripe, or test to run the built-in test gateway on purpose)',
    );
  }
  return config;
}
