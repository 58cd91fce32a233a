import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { AppConfig } from '../config/app-config';
import { REDIS } from '../queue/redis.provider';

/** Revoked token ids live in Redis until the token would have expired anyway; shared by all instances. */
@Injectable()
export class Revocations {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly config: AppConfig,
  ) {}

  async revoke(jti: string, expiresAtMs: number): Promise<void> {
    const ttl = Math.max(1, Math.ceil((expiresAtMs - Date.now()) / 1000));
    await this.redis.set(`${this.config.REDIS_PREFIX}:revoked-token:${jti}`, '1', 'EX', ttl);
  }

  async isRevoked(jti: string): Promise<boolean> {
    return (await this.redis.exists(`${this.config.REDIS_PREFIX}:revoked-token:${jti}`)) === 1;
  }
}
