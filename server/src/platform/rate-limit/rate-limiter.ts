import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { Messages } from '@app/libs';
import { AppConfig } from '../config/app-config';
import { tooManyRequests } from '../errors/app-error';
import { REDIS } from '../queue/redis.provider';

export interface Limit {
  /** What is limited, e.g. `login:ip:1.2.3.4`. */
  key: string;
  max: number;
  windowSeconds: number;
  /** The refusal's code and English text, when this limit has a more telling one than RATE_LIMITED. */
  refusal?: { code: string; message: string };
}

/** Fixed-window counters in Redis, so that every API instance shares them. */
@Injectable()
export class RateLimiter {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly config: AppConfig,
  ) {}

  /** Counts one attempt; throws 429 once the window's allowance is spent. */
  async consume(...limits: Limit[]): Promise<void> {
    for (const limit of limits) {
      const key = `${this.config.REDIS_PREFIX}:rate:${limit.key}`;
      const [[, count], , [, ttl]] = (await this.redis
        .multi()
        .incr(key)
        .expire(key, limit.windowSeconds, 'NX')
        .ttl(key)
        .exec()) as [[null, number], [null, number], [null, number]];
      if (count > limit.max * this.config.RATE_LIMIT_FACTOR) {
        const { code, message } = limit.refusal ?? {
          code: 'RATE_LIMITED',
          message: Messages.tooManyRequests,
        };
        throw tooManyRequests(message, Math.max(1, Number(ttl)), code);
      }
    }
  }

  /** Throws 429 while the window's allowance is spent, without counting an attempt (an account lock). */
  async check(...limits: Limit[]): Promise<void> {
    for (const limit of limits) {
      const key = `${this.config.REDIS_PREFIX}:rate:${limit.key}`;
      const [[, count], [, ttl]] = (await this.redis.multi().get(key).ttl(key).exec()) as [
        [null, string | null],
        [null, number],
      ];
      if (Number(count ?? 0) >= limit.max * this.config.RATE_LIMIT_FACTOR) {
        throw tooManyRequests(Messages.tooManyRequests, Math.max(1, Number(ttl)));
      }
    }
  }

  /**
   * Counts one event against each limit without refusing anything; false when one of them is now
   * over its allowance. For counters that decide something other than a 429.
   */
  async record(...limits: Limit[]): Promise<boolean> {
    let within = true;
    for (const limit of limits) {
      const key = `${this.config.REDIS_PREFIX}:rate:${limit.key}`;
      const [[, count]] = (await this.redis
        .multi()
        .incr(key)
        .expire(key, limit.windowSeconds, 'NX')
        .exec()) as [[null, number], [null, number]];
      if (count > limit.max * this.config.RATE_LIMIT_FACTOR) within = false;
    }
    return within;
  }

  /** Whether the window's allowance of `limit` is spent, without counting an event. */
  async spent(limit: Limit): Promise<boolean> {
    const count = await this.redis.get(`${this.config.REDIS_PREFIX}:rate:${limit.key}`);
    return Number(count ?? 0) >= limit.max * this.config.RATE_LIMIT_FACTOR;
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(`${this.config.REDIS_PREFIX}:rate:${key}`);
  }
}
