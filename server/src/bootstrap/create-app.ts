import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { AppModule } from '../app.module';
import { loadConfig } from '../platform/config/app-config';
import { PinoLogger } from '../platform/logging/pino-logger';
import { answerFrameworkError } from '../platform/errors/framework-errors';
import { configureHttp } from './configure-http';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export async function createHttpApp(): Promise<NestFastifyApplication> {
  const config = loadConfig();
  const logger = PinoLogger.create(config.LOG_LEVEL);
  const adapter = new FastifyAdapter({
    loggerInstance: logger.pino,
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
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
