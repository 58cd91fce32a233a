import { Inject } from '@nestjs/common';
import { Redis } from 'ioredis';
import { AppConfig } from '../config/app-config';

export const REDIS = Symbol('REDIS');
export const InjectRedis = () => Inject(REDIS);

/** One shared client for rate limits, token revocation and queue producers. */
export const redisProvider = {
  provide: REDIS,
  inject: [AppConfig],
  useFactory: (config: AppConfig) =>
    new Redis(config.REDIS_URL, { maxRetriesPerRequest: null, lazyConnect: false }),
};
