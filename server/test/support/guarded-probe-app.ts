import type { Type } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { configureHttp } from '../../src/bootstrap/configure-http';
import {
  AppConfig,
  JwtStrategy,
  Revocations,
  SessionGuard,
  SessionUserLoader,
  TokenService,
  jwtSecretKey,
  loadConfig,
} from '../../src/platform';
import { HttpExceptionFilter } from '../../src/platform/errors/http-exception.filter';
import { SpaFallback } from '../../src/platform/http/spa-fallback';
import { AppMetrics, QueueDashboard } from '../../src/modules/operations';

/**
 * The real SessionGuard, session strategy, error filter and HTTP pipeline around probe controllers;
 * only the user store (`loadUser`) and the revocations (none revoked) are fakes.
 */
export async function startGuardedProbeApp(
  controllers: Type[],
  /** The stored user of an id: only the fields the guard's check reads need be there. */
  loadUser: (id: string) => Promise<unknown>,
): Promise<NestFastifyApplication> {
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'p'.repeat(48),
    WEB_DIST_DIR: join(tmpdir(), 'no-web'),
  });
  const moduleRef = await Test.createTestingModule({
    imports: [
      JwtModule.register({
        secret: jwtSecretKey(config) as unknown as string,
        signOptions: { algorithm: 'HS256' },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    ],
    controllers,
    providers: [
      { provide: AppConfig, useValue: config },
      TokenService,
      JwtStrategy,
      SpaFallback,
      { provide: SessionUserLoader, useValue: { load: loadUser } },
      { provide: Revocations, useValue: { isRevoked: async () => false } },
      { provide: APP_GUARD, useClass: SessionGuard },
      { provide: APP_FILTER, useClass: HttpExceptionFilter },
      AppMetrics,
      // The probe app has no queues: its dashboard mounts nothing.
      { provide: QueueDashboard, useValue: { mount: () => undefined } },
    ],
  }).compile();
  const app = moduleRef.createNestApplication<NestFastifyApplication>(new FastifyAdapter(), {
    logger: false,
  });
  await configureHttp(app);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}
