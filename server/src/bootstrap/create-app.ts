import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import type { DestinationStream } from 'pino';
import { AppModule } from '../app.module';
import { loadConfig } from '../platform/config/app-config';
import { fastifyTrustProxy } from '../platform/config/trust-proxy';
import { PinoLogger } from '../platform/logging/pino-logger';
import { answerFrameworkError } from '../platform/errors/framework-errors';
import { RequestLogController } from '../platform/logging/request-log-controller';
import { configureHttp } from './configure-http';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export interface HttpAppOptions {
  /** Where the log goes instead of stdout. */
  logDestination?: DestinationStream;
}

export async function createHttpApp(options: HttpAppOptions = {}): Promise<NestFastifyApplication> {
  const config = loadConfig();
  const logger = PinoLogger.create(config.LOG_LEVEL, options.logDestination);
  const adapter = new FastifyAdapter({
    loggerInstance: logger.pino,
    // Nobody by default: otherwise any client names its own address in X-Forwarded-For (ADR 0016).
    trustProxy: fastifyTrustProxy(config.trustedProxies),
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
    logController: new RequestLogController(),
    genReqId: (request: { headers: Record<string, string | string[] | undefined> }) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule, adapter, {
    logger,
    bufferLogs: true,
  });
  await configureHttp(app);
  return app;
}

export async function createWorkerApp() {
  const config = loadConfig();
  return NestFactory.createApplicationContext(AppModule, { logger: PinoLogger.create(config.LOG_LEVEL) });
}
