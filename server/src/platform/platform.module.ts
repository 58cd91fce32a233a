import { Global, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { JwtModule } from '@nestjs/jwt';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { SessionGuard } from './auth/auth.guard';
import { jwtSecretKey } from './auth/jwt-secret';
import { Revocations } from './auth/revocations';
import { TokenService } from './auth/token.service';
import { HttpExceptionFilter } from './errors/http-exception.filter';
import { ChainAnchors } from './events/chain-anchors';
import { ConsumerRunner } from './events/consumer-runner';
import { ListDeadLettersHandler } from './events/admin/dead-letters.query';
import { EventConsumersController } from './events/admin/event-consumers.http.controller';
import { GetEventLogStatusHandler } from './events/admin/event-log-status.query';
import { RetryDeadLetterHandler } from './events/admin/retry-dead-letter.command';
import { ProjectionRebuilder } from './events/projection-rebuilder';
import { EventChainVerifier } from './events/event-chain-verifier';
import { EventConsumers } from './events/event-consumers';
import { EventRelay } from './events/event-relay';
import { EventSealer } from './events/event-sealer';
import { EventStore } from './events/event-store';
import { UnitOfWork } from './events/unit-of-work';
import { HealthController } from './health/health.controller';
import { WorkerHeartbeat } from './health/worker-heartbeat';
import { PlatformLifecycle } from './lifecycle';
import { SpaFallback } from './http/spa-fallback';
import { JsonFromOwnSiteGuard } from './http/json-from-own-site.guard';
import { Mailer } from './mail/mailer';
import { MailTransport } from './mail/mail-transport';
import { Queues } from './queue/queues';
import { redisProvider } from './queue/redis.provider';
import { RateLimitGuard } from './rate-limit/rate-limit.guard';
import { RateLimiter } from './rate-limit/rate-limiter';
import { FileStorage } from './storage/file-storage';
import { LocalDiskStorage } from './storage/local-disk-storage';
import { StoredFiles } from './storage/stored-files';
import { Uploads } from './storage/uploads';

/** The shared kernel every module may inject: persistence of events, queues, mail, auth, limits, storage. */
@Global()
@Module({
  imports: [
    ConfigModule,
    CqrsModule.forRoot(),
    JwtModule.registerAsync({
      inject: [AppConfig],
      // The default key only: TokenService names the key of each sign and verify (ADR 0049).
      useFactory: (config: AppConfig) => ({
        secret: jwtSecretKey(config) as unknown as string,
        signOptions: { algorithm: 'HS256' },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  controllers: [HealthController, EventConsumersController],
  providers: [
    redisProvider,
    Queues,
    EventStore,
    EventSealer,
    EventRelay,
    EventConsumers,
    EventChainVerifier,
    ChainAnchors,
    ConsumerRunner,
    ProjectionRebuilder,
    GetEventLogStatusHandler,
    ListDeadLettersHandler,
    RetryDeadLetterHandler,
    UnitOfWork,
    MailTransport,
    Mailer,
    TokenService,
    Revocations,
    RateLimiter,
    SpaFallback,
    PlatformLifecycle,
    WorkerHeartbeat,
    { provide: FileStorage, useClass: LocalDiskStorage },
    StoredFiles,
    Uploads,
    // First, so that a refused cross-site form spends no one's rate limit.
    { provide: APP_GUARD, useClass: JsonFromOwnSiteGuard },
    { provide: APP_GUARD, useClass: RateLimitGuard },
    { provide: APP_GUARD, useClass: SessionGuard },
    { provide: APP_FILTER, useClass: HttpExceptionFilter },
  ],
  exports: [
    ConfigModule,
    CqrsModule,
    redisProvider,
    Queues,
    EventConsumers,
    EventChainVerifier,
    ChainAnchors,
    EventRelay,
    ProjectionRebuilder,
    UnitOfWork,
    Mailer,
    TokenService,
    Revocations,
    RateLimiter,
    FileStorage,
    Uploads,
  ],
})
export class PlatformModule {}
