import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Members and staff, one-time email codes, password resets. */
export class Identity1763800000100 implements MigrationInterface {
  name = 'Identity1763800000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        fname varchar(100) NOT NULL,
        lname varchar(100) NOT NULL,
        email varchar(254) NOT NULL CONSTRAINT users_email_key UNIQUE,
        phone varchar(20) NOT NULL DEFAULT '',
        country_code varchar(8) NOT NULL DEFAULT '1',
        gender varchar(10) NOT NULL DEFAULT 'Other' CHECK (gender IN ('Male', 'Female', 'Other')),
        address varchar(255) NOT NULL DEFAULT '',
        address_line2 varchar(255) NULL,
        city varchar(120) NOT NULL DEFAULT '',
        state varchar(120) NOT NULL DEFAULT '',
        country varchar(120) NOT NULL DEFAULT 'United States',
        role varchar(20) NOT NULL DEFAULT 'User' CHECK (role IN ('User', 'Admin', 'SuperAdmin')),
        password_hash text NOT NULL,
        referral_token varchar(64) NOT NULL CONSTRAINT users_referral_token_key UNIQUE,
        referrer_id uuid NULL REFERENCES users (id),
        referral_user varchar(255) NULL,
        avatar varchar(100) NULL,
        units_purchase_intent integer NOT NULL DEFAULT 1 CHECK (units_purchase_intent >= 0),
        pay_now varchar(3) NOT NULL DEFAULT 'No' CHECK (pay_now IN ('Yes', 'No')),
        pay_type varchar(40) NULL,
        email_verified_at timestamptz NULL,
        token_version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz NULL
      )`);
    await q.query(`CREATE INDEX users_referrer_idx ON users (referrer_id)`);
    await q.query(`CREATE INDEX users_created_at_idx ON users (created_at)`);
    await q.query(`
      CREATE TABLE email_codes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email varchar(254) NOT NULL,
        code_hash varchar(64) NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        expires_at timestamptz NOT NULL,
        consumed_at timestamptz NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX email_codes_email_idx ON email_codes (email, created_at DESC)`);
    await q.query(`
      CREATE TABLE password_resets (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id),
        token_hash varchar(64) NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX password_resets_user_idx ON password_resets (user_id, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE password_resets, email_codes, users`);
  }
}
