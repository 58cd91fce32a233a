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
  validateSync,
} from 'class-validator';
import { parseTrustProxy, type TrustedProxies } from './trust-proxy';

export const APP_ROLES = ['all', 'api', 'worker'] as const;
export type AppRole = (typeof APP_ROLES)[number];

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

  @IsUrl({ require_tld: false, protocols: ['http', 'https'] })
  PUBLIC_URL = 'http://localhost:3000';

  @IsString()
  @MinLength(1)
  DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/lending';

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

  @Transform(toInt)
  @IsInt()
  @Min(60)
  JWT_TTL_SECONDS = 24 * 60 * 60;

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
  const trustProxy = parseTrustProxy(config.TRUST_PROXY);
  if (typeof trustProxy === 'string') {
    throw new ConfigError(`Invalid configuration:\n  TRUST_PROXY: ${trustProxy}`);
  }
  if (config.isProduction && !config.JWT_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  JWT_SECRET: required in production (at least 32 characters)',
    );
  }
  return config;
}
