import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access, ADMIN_ONLY, Roles } from '../../../../../platform';
import { AuditFilterDto } from '../list-audit-transfers/list-audit-transfers.dto';
import { ExportTransfersCsvQuery } from './export-transfers-csv.query';

@ApiTags('ledger audit')
@Roles(...ADMIN_ONLY)
@Controller('admin/ledger')
export class ExportTransfersCsvController {
  constructor(private readonly queries: QueryBus) {}

  @Access.admins()
  @Get('export.csv')
  async export(@Query() q: AuditFilterDto, @Res() reply: FastifyReply) {
    const { cursor, limit: _pageSize, ...filter } = q;
    const csv = await this.queries.execute(new ExportTransfersCsvQuery({ ...filter, beforeSeq: cursor }));
    return reply
      .header('Content-Disposition', 'attachment; filename="ledger-transfers.csv"')
      .type('text/csv; charset=utf-8')
      .send(csv);
  }
}
