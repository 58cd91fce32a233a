import { Injectable } from '@nestjs/common';
import { createHmac } from 'node:crypto';
import { AppConfig, jwtKeys } from '../../../platform';

/**
 * Keys for hashing one-time codes, derived from the session secrets so there is nothing more to set:
 * the current one hashes new codes; during a rotation (ADR 0049) a code issued just before it is
 * still checked with the retired secret's key.
 */
@Injectable()
export class CodeSecret {
  /** The key new codes are hashed with. */
  readonly value: string;
  /** Every key a code still unexpired may have been hashed with, current first. */
  readonly values: readonly string[];

  constructor(config: AppConfig) {
    this.values = jwtKeys(config).all.map(({ key }) =>
      createHmac('sha256', key.export()).update('email-codes').digest('hex'),
    );
    this.value = this.values[0];
  }
}
