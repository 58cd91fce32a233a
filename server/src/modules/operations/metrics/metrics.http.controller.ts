import { Controller, Get, Header, Res, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access, Public } from '../../../platform';
import { MetricsAccessGuard } from './metrics-access.guard';
import { MetricsScrape } from './metrics-scrape';

/** Prometheus' scrape target (ADR 0046). */
@ApiTags('operations')
@Controller()
export class MetricsController {
  constructor(private readonly scrape: MetricsScrape) {}

  /**
   * Prometheus text format: request rate and latency per route, queue depth and failed jobs, consumer
   * lag, the latest ledger verification, the process. METRICS_TOKEN as bearer token, or an admin session.
   */
  // The session guard lets it through; MetricsAccessGuard decides, since a scrape token is no session.
  @Public()
  @UseGuards(MetricsAccessGuard)
  @Access.admins()
  @Get('metrics')
  @ApiProduces('text/plain')
  @ApiOkResponse({ description: 'Prometheus text exposition format 0.0.4.' })
  @Header('Cache-Control', 'no-store')
  async metrics(@Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const text = await this.scrape.text();
    void reply.type(this.scrape.contentType);
    return text;
  }
}
