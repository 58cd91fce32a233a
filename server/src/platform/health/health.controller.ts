import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { Public } from '../auth/decorators';
import { REDIS } from '../queue/redis.provider';
import { Access } from '../auth/access';

/** Readiness; liveness (`GET /api/health`) is a plain Fastify route, see configure-http.ts. */
@ApiTags('health')
@Public()
@Controller()
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /** Readiness: the database and Redis answer too. */
  @Access.public()
  @Get('ready')
  async ready(@Res({ passthrough: true }) reply: FastifyReply) {
    const [database, redis] = await Promise.all([
      this.dataSource.query('SELECT 1').then(
        () => 'ok',
        () => 'down',
      ),
      this.redis.ping().then(
        () => 'ok',
        () => 'down',
      ),
    ]);
    const ok = database === 'ok' && redis === 'ok';
    void reply.status(ok ? 200 : 503);
    // As every answer of an outage says (ADR 0051): a balancer or client may come back then.
    if (!ok) void reply.header('Retry-After', '5');
    return { message: ok ? 'ready' : 'not ready', data: { database, redis } };
  }
}
