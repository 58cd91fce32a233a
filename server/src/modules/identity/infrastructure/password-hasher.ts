import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';
import { randomBytes } from 'node:crypto';
import { AppConfig } from '../../../platform';

/**
 * argon2id at the configured cost (64 MiB, t=3 by default). A stored hash carries its own cost, so
 * hashes made at another cost still verify.
 */
@Injectable()
export class PasswordHasher {
  private dummy?: Promise<string>;
  private readonly options: argon2.HashOptions & { raw?: false };

  constructor(config: AppConfig) {
    this.options = {
      type: argon2.argon2id,
      memoryCost: config.PASSWORD_HASH_MEMORY_KIB,
      timeCost: config.PASSWORD_HASH_TIME_COST,
    };
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, this.options);
  }

  /** With no hash (unknown user) a throwaway hash is checked, so both answers take as long. */
  async verify(hash: string | null | undefined, password: string): Promise<boolean> {
    this.dummy ??= this.hash(randomBytes(16).toString('hex'));
    try {
      const matches = await argon2.verify(hash ?? (await this.dummy), password);
      return Boolean(hash) && matches;
    } catch {
      return false;
    }
  }
}
