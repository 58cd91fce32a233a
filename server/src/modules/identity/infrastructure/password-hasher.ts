import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';
import { randomBytes } from 'node:crypto';

/** argon2id with the library's recommended cost (64 MiB, t=3). */
@Injectable()
export class PasswordHasher {
  private dummy?: Promise<string>;

  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id });
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
