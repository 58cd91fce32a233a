import 'reflect-metadata';
import { AppConfig, ConfigError, loadConfig } from './app-config';

const secret = 'k'.repeat(40);

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('works with no variables at all, on developer defaults', () => {
    const config = loadConfig({});
    expect(config).toBeInstanceOf(AppConfig);
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      APP_ROLE: 'all',
      PORT: 3000,
      PUBLIC_URL: 'http://localhost:3000',
      REDIS_PREFIX: 'lending',
      JWT_TTL_SECONDS: 86400,
      RATE_LIMIT_FACTOR: 1,
      UPLOAD_QUOTA_BYTES: 20 * 1024 * 1024,
      UPLOAD_RATE_LIMIT: 20,
      UPLOAD_RATE_WINDOW_SECONDS: 3600,
    });
    expect(config.JWT_SECRET).toBeUndefined();
    expect(config.ADMIN_PASSWORD).toBeUndefined();
    expect(config.cookieSecure).toBe(false);
    expect(config.mailOutboxDir).toBe('var/mail');
    expect(config.runsApi && config.runsWorkers).toBe(true);
  });

  it('reads and converts the variables it knows, and ignores the rest', () => {
    const config = loadConfig({
      PORT: '8080',
      COOKIE_SECURE: 'yes',
      APP_ROLE: 'worker',
      ADMIN_PASSWORD: 'long enough',
      SMTP_URL: 'smtp://mail:25',
      WEB_DIST_DIR: '/srv/web',
      UPLOAD_DIR: '/srv/uploads',
      MAIL_OUTBOX_DIR: '/srv/mail',
      PATH: '/usr/bin',
      OTHER_SECRET: 'x',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      COOKIE_SECURE: true,
      APP_ROLE: 'worker',
      ADMIN_PASSWORD: 'long enough',
    });
    expect(config).toMatchObject({ SMTP_URL: 'smtp://mail:25', WEB_DIST_DIR: '/srv/web' });
    expect(config.uploadDir).toBe('/srv/uploads');
    expect(config.mailOutboxDir).toBe('/srv/mail');
    expect(config.runsApi).toBe(false);
    expect(config).not.toHaveProperty('PATH');
    expect(config).not.toHaveProperty('OTHER_SECRET');
  });

  it('makes links on the port the server listens on when PUBLIC_URL is unset, and keeps a set one', () => {
    expect(loadConfig({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(loadConfig({ PORT: '8080', PUBLIC_URL: '' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(loadConfig({ PORT: '8080', PUBLIC_URL: 'https://app.example.com' }).PUBLIC_URL).toBe(
      'https://app.example.com',
    );
  });

  it('treats an empty variable as unset, so the default applies', () => {
    const config = loadConfig({
      ADMIN_PASSWORD: '',
      PORT: '',
      JWT_SECRET: '',
      COOKIE_SECURE: '',
      SMTP_URL: '',
    });
    expect(config.ADMIN_PASSWORD).toBeUndefined();
    expect(config.PORT).toBe(3000);
    expect(config.JWT_SECRET).toBeUndefined();
    expect(config.COOKIE_SECURE).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['NODE_ENV', 'staging'],
    ['APP_ROLE', 'everything'],
    ['PUBLIC_URL', 'ftp://example.com'],
    ['ADMIN_EMAIL', 'not-an-email'],
    ['ADMIN_PASSWORD', 'short'],
    ['JWT_SECRET', 'too-short'],
    ['JWT_TTL_SECONDS', '5'],
    ['LOG_LEVEL', 'loud'],
    ['RATE_LIMIT_FACTOR', '0'],
    ['UPLOAD_QUOTA_BYTES', '-1'],
    ['UPLOAD_RATE_LIMIT', '0'],
    ['UPLOAD_RATE_WINDOW_SECONDS', 'hourly'],
  ])('refuses a bad %s (%s) with an error naming it', (name, value) => {
    const error = configError({ [name]: value });
    expect(error.message).toMatch(/^Invalid configuration:/);
    expect(error.message).toContain(`${name}:`);
    expect(error.message.match(/\n {2}\w+:/g)).toHaveLength(1);
  });

  it('names every bad variable at once', () => {
    const error = configError({ PORT: 'x', LOG_LEVEL: 'loud' });
    expect(error.message).toContain('PORT:');
    expect(error.message).toContain('LOG_LEVEL:');
  });

  it('refuses production without JWT_SECRET', () => {
    expect(configError({ NODE_ENV: 'production' }).message).toContain('JWT_SECRET: required in production');
    expect(configError({ NODE_ENV: 'production', JWT_SECRET: '' }).message).toContain('JWT_SECRET');
  });

  it('refuses production without LEDGER_ANCHOR_KEY: the chain anchors need a key kept outside var/', () => {
    expect(configError({ NODE_ENV: 'production', JWT_SECRET: secret }).message).toContain(
      'LEDGER_ANCHOR_KEY: required in production',
    );
    expect(
      configError({ NODE_ENV: 'production', JWT_SECRET: secret, LEDGER_ANCHOR_KEY: 'short' }).message,
    ).toContain('LEDGER_ANCHOR_KEY');
  });

  describe('previous secrets of a rotation (ADR 0049)', () => {
    const older = 'o'.repeat(40);
    const newer = 'n'.repeat(40);

    it('are read as comma-separated lists, trimmed, empty items dropped, none by default', () => {
      expect(loadConfig({}).jwtPreviousSecrets).toEqual([]);
      expect(loadConfig({}).ledgerAnchorPreviousKeys).toEqual([]);
      const config = loadConfig({
        JWT_SECRET: secret,
        JWT_PREVIOUS_SECRETS: ` ${newer} , ${older},`,
        LEDGER_ANCHOR_KEY: secret,
        LEDGER_ANCHOR_PREVIOUS_KEYS: older,
      });
      expect(config.jwtPreviousSecrets).toEqual([newer, older]);
      expect(config.ledgerAnchorPreviousKeys).toEqual([older]);
    });

    it.each(['JWT_PREVIOUS_SECRETS', 'LEDGER_ANCHOR_PREVIOUS_KEYS'])(
      'refuse a %s shorter than a current secret may be',
      (name) => {
        const error = configError({ [name]: `${older},too-short` });
        expect(error.message).toContain(
          `${name}: must be a comma-separated list of secrets, each at least 32 characters long`,
        );
      },
    );

    it.each([
      ['JWT_SECRET', 'JWT_PREVIOUS_SECRETS'],
      ['LEDGER_ANCHOR_KEY', 'LEDGER_ANCHOR_PREVIOUS_KEYS'],
    ])('refuse the current %s listed in %s as well, and a secret listed twice', (current, previous) => {
      expect(configError({ [current]: newer, [previous]: `${older},${newer}` }).message).toContain(
        `${previous}: lists the current ${current}; only secrets that no longer sign belong there`,
      );
      expect(configError({ [current]: newer, [previous]: `${older}, ${older}` }).message).toContain(
        `${previous}: lists the same secret twice`,
      );
    });
  });

  it('refuses production with the test gateway unless PAYMENT_GATEWAY=test is set by name', () => {
    const secrets = { JWT_SECRET: secret, LEDGER_ANCHOR_KEY: secret };
    expect(configError({ NODE_ENV: 'production', ...secrets }).message).toContain(
      'PAYMENT_GATEWAY: required in production',
    );
    expect(configError({ NODE_ENV: 'production', ...secrets, PAYMENT_GATEWAY: '' }).message).toContain(
      'PAYMENT_GATEWAY: required in production',
    );
    expect(loadConfig({ NODE_ENV: 'production', ...secrets, PAYMENT_GATEWAY: 'test' }).PAYMENT_GATEWAY).toBe(
      'test',
    );
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_test_x1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x1',
      STRIPE_WEBHOOK_SECRET: 'whsec_x1',
    };
    expect(
      loadConfig({ NODE_ENV: 'production', ...secrets, PAYMENT_GATEWAY: 'stripe', ...stripe })
        .PAYMENT_GATEWAY,
    ).toBe('stripe');
    // Outside production the test gateway stays the default.
    expect(loadConfig({ NODE_ENV: 'test' }).PAYMENT_GATEWAY).toBe('test');
    expect(loadConfig({}).PAYMENT_GATEWAY).toBe('test');
  });

  it('starts production with real secrets, with secure cookies by default', () => {
    const secrets = { JWT_SECRET: secret, LEDGER_ANCHOR_KEY: secret, PAYMENT_GATEWAY: 'test' };
    const config = loadConfig({ NODE_ENV: 'production', ...secrets });
    expect(config.isProduction).toBe(true);
    expect(config.cookieSecure).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', ...secrets, COOKIE_SECURE: 'false' }).cookieSecure).toBe(
      false,
    );
  });

  it('hashes passwords at 64 MiB and 3 passes by default, and refuses less than OWASP asks in production', () => {
    expect(loadConfig({})).toMatchObject({ PASSWORD_HASH_MEMORY_KIB: 65_536, PASSWORD_HASH_TIME_COST: 3 });
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: secret,
      LEDGER_ANCHOR_KEY: secret,
      PAYMENT_GATEWAY: 'test',
    };
    expect(configError({ ...production, PASSWORD_HASH_MEMORY_KIB: '1024' }).message).toContain(
      'PASSWORD_HASH_MEMORY_KIB, PASSWORD_HASH_TIME_COST: at least 19456 KiB and 2 passes in production',
    );
    expect(configError({ ...production, PASSWORD_HASH_TIME_COST: '1' }).message).toContain(
      'PASSWORD_HASH_TIME_COST',
    );
    expect(
      loadConfig({ ...production, PASSWORD_HASH_MEMORY_KIB: '19456', PASSWORD_HASH_TIME_COST: '2' }),
    ).toMatchObject({ PASSWORD_HASH_MEMORY_KIB: 19_456, PASSWORD_HASH_TIME_COST: 2 });
    // Tests may go lower; nothing may go below argon2's own floor.
    expect(
      loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_MEMORY_KIB: '1024', PASSWORD_HASH_TIME_COST: '1' }),
    ).toMatchObject({ PASSWORD_HASH_MEMORY_KIB: 1024 });
    expect(configError({ PASSWORD_HASH_MEMORY_KIB: '512' }).message).toContain('PASSWORD_HASH_MEMORY_KIB');
  });

  it('runs the app and the migrations as two roles by default, as one when only DATABASE_URL is set', () => {
    const defaults = loadConfig({});
    expect(defaults.DATABASE_URL).toBe('postgres://lending_app@127.0.0.1:5432/lending');
    expect(defaults.databaseOwnerUrl).toBe('postgres://lending_owner@127.0.0.1:5432/lending');
    expect(loadConfig({ DATABASE_URL: 'postgres://x@h/db' }).databaseOwnerUrl).toBe('postgres://x@h/db');
    expect(
      loadConfig({ DATABASE_URL: 'postgres://x@h/db', DATABASE_OWNER_URL: 'postgres://o@h/db' })
        .databaseOwnerUrl,
    ).toBe('postgres://o@h/db');
  });

  it('reads the database timeouts and pool size, and refuses negative ones', () => {
    expect(loadConfig({})).toMatchObject({
      DATABASE_POOL_SIZE: 20,
      DATABASE_STATEMENT_TIMEOUT_MS: 30_000,
      DATABASE_LOCK_TIMEOUT_MS: 10_000,
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: 60_000,
      DATABASE_CONNECT_TIMEOUT_MS: 10_000,
    });
    expect(
      loadConfig({
        DATABASE_STATEMENT_TIMEOUT_MS: '0',
        DATABASE_POOL_SIZE: '5',
        DATABASE_CONNECT_TIMEOUT_MS: '0',
      }),
    ).toMatchObject({
      DATABASE_STATEMENT_TIMEOUT_MS: 0,
      DATABASE_POOL_SIZE: 5,
      DATABASE_CONNECT_TIMEOUT_MS: 0,
    });
    const error = configError({
      DATABASE_LOCK_TIMEOUT_MS: '-1',
      DATABASE_POOL_SIZE: '0',
      DATABASE_CONNECT_TIMEOUT_MS: '-5',
    });
    expect(error.message).toContain('DATABASE_CONNECT_TIMEOUT_MS:');
    expect(error.message).toContain('DATABASE_LOCK_TIMEOUT_MS:');
    expect(error.message).toContain('DATABASE_POOL_SIZE:');
  });

  it('takes the operator time zone by IANA name, UTC by default, and refuses an unknown one', () => {
    expect(loadConfig({}).OPERATOR_TIME_ZONE).toBe('UTC');
    expect(loadConfig({ OPERATOR_TIME_ZONE: 'America/New_York' }).OPERATOR_TIME_ZONE).toBe(
      'America/New_York',
    );
    expect(configError({ OPERATOR_TIME_ZONE: 'Mars/Olympus' }).message).toContain('OPERATOR_TIME_ZONE:');
    expect(configError({ OPERATOR_TIME_ZONE: 'GMT+25' }).message).toContain('OPERATOR_TIME_ZONE:');
  });

  describe('TRUST_PROXY', () => {
    it('trusts no proxy by default, so X-Forwarded-For is ignored', () => {
      expect(loadConfig({}).trustedProxies).toBe(false);
      expect(loadConfig({ TRUST_PROXY: 'false' }).trustedProxies).toBe(false);
    });

    it('takes a hop count or a list of addresses, CIDR ranges and range names', () => {
      expect(loadConfig({ TRUST_PROXY: '2' }).trustedProxies).toBe(2);
      expect(
        loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1,fd00::/8,loopback' }).trustedProxies,
      ).toEqual(['10.0.0.1', '192.168.0.0/16', '::1', 'fd00::/8', 'loopback']);
    });

    it.each([
      'true',
      '11',
      '10.0.0.300',
      '10.0.0.0/33',
      'fd00::/129',
      'proxy.example.com',
      '10.0.0.1/8/2',
      '1.2.3.4,',
    ])('refuses %s at boot, naming TRUST_PROXY', (value) => {
      expect(configError({ TRUST_PROXY: value }).message).toMatch(
        /^Invalid configuration:\n {2}TRUST_PROXY: /,
      );
    });
  });
});
