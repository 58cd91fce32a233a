import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access, ADMIN_ONLY, Roles } from '../../../../../platform';
import { SeasonParamDto } from '../../../interface/http/season-fields';
import { ExportPoolCsvDto } from './export-pool-csv.dto';
import { ExportPoolCsvQuery } from './export-pool-csv.query';

@ApiTags('pools')
@Roles(...ADMIN_ONLY)
@Controller('admin/pool')
export class ExportPoolCsvController {
  constructor(private readonly queries: QueryBus) {}

  @Access.admins()
  @Get('seasons/:no/export')
  async export(
    @Param() { no }: SeasonParamDto,
    @Query() { pool }: ExportPoolCsvDto,
    @Res() reply: FastifyReply,
  ) {
    const csv = await this.queries.execute(new ExportPoolCsvQuery(no, pool));
    return reply
      .header('Content-Disposition', `attachment; filename="season-${no}-${pool}-pool.csv"`)
      .type('text/csv; charset=utf-8')
      .send(csv);
  }
}
