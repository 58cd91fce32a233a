import { Injectable } from '@nestjs/common';
import { createHmac } from 'node:crypto';
import { AppConfig, jwtSecretKey } from '../../../platform';

/** Key for hashing one-time codes, derived from the configured secret so there is nothing more to set. */
@Injectable()
export class CodeSecret {
  readonly value: string;

  constructor(config: AppConfig) {
    this.value = createHmac('sha256', jwtSecretKey(config).export()).update('email-codes').digest('hex');
  }
}
