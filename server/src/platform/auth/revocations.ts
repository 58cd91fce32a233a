import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { AppConfig } from '../config/app-config';
import { CoalescingLoader } from '../database/coalescing-loader';
import { REDIS } from '../queue/redis.provider';

/** Revoked token ids live in Redis until the token would have expired anyway; shared by all instances. */
@Injectable()
export class Revocations {
  /** Every authenticated request asks: one MGET for all the requests of one round of the event loop. */
  private readonly revoked = new CoalescingLoader<string, true>(async (jtis) => {
    const values = await this.redis.mget(jtis.map((jti) => this.key(jti)));
    return new Map(jtis.flatMap((jti, i) => (values[i] === null ? [] : [[jti, true] as const])));
  });

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly config: AppConfig,
  ) {}

  async revoke(jti: string, expiresAtMs: number): Promise<void> {
    const ttl = Math.max(1, Math.ceil((expiresAtMs - Date.now()) / 1000));
    await this.redis.set(this.key(jti), '1', 'EX', ttl);
  }

  async isRevoked(jti: string): Promise<boolean> {
    return (await this.revoked.load(jti)) === true;
  }

  private key(jti: string): string {
    return `${this.config.REDIS_PREFIX}:revoked-token:${jti}`;
  }
}
