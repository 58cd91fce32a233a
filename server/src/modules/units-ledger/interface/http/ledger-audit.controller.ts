import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { ADMIN_ONLY, Roles } from '../../../../platform';
import { UserDirectory } from '../../../identity';
import { auditEvents, auditTransfers, statement } from '../../infrastructure/audit.queries';
import { AuditQueryDto, EventsQueryDto, StatementQueryDto } from './dto/audit.dto';

const csvCell = (value: unknown) => {
  const text = value instanceof Date ? value.toISOString() : String(value ?? '');
  // Quote, and defuse spreadsheet formulas.
  return `"${(/^[=+\-@]/.test(text) ? `'${text}` : text).replace(/"/g, '""')}"`;
};

/** Back-office staff auditing the unit ledger. */
@ApiTags('ledger audit')
@Roles(...ADMIN_ONLY)
@Controller('admin/ledger')
export class LedgerAuditController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly directory: UserDirectory,
  ) {}

  @Get('transfers')
  async transfers(@Query() q: AuditQueryDto) {
    const limit = q.limit ?? 50;
    const rows = await auditTransfers(this.dataSource, { ...q, beforeNo: q.cursor, limit: limit + 1 });
    const page = rows.slice(0, limit);
    const users = await this.directory.summaries(page.map((r) => r.member_id!).filter(Boolean));
    return {
      data: page.map((r) => ({
        ...r,
        member: r.member_id ? (users.get(r.member_id) ?? null) : null,
      })),
      next_cursor: rows.length > limit ? String(page[page.length - 1].no) : null,
    };
  }

  @Get('statement')
  async statement(@Query() q: StatementQueryDto) {
    const from = q.from ?? new Date(0);
    const to = q.to ?? new Date(Date.now() + 1000);
    return { data: await statement(this.dataSource, q.member, from, to) };
  }

  @Get('export.csv')
  async export(@Query() q: AuditQueryDto, @Res() reply: FastifyReply) {
    const rows = await auditTransfers(this.dataSource, { ...q, beforeNo: q.cursor, limit: 50_000 });
    const users = await this.directory.summaries(rows.map((r) => r.member_id!).filter(Boolean));
    const header = [
      'no',
      'date',
      'type',
      'kind',
      'member',
      'email',
      'units',
      'unit_value',
      'amount',
      'narration',
      'pay_type',
      'from',
      'to',
    ];
    const lines = rows.map((r) => {
      const member = r.member_id ? users.get(r.member_id) : undefined;
      const unitValue = Number(r.unit_value_cents) / 100;
      return [
        r.no,
        r.created_at,
        r.type,
        r.kind,
        member?.fullName,
        member?.email,
        r.units,
        unitValue.toFixed(2),
        (unitValue * r.units).toFixed(2),
        r.narration,
        r.pay_type,
        r.debit_kind,
        r.credit_kind,
      ]
        .map(csvCell)
        .join(',');
    });
    return reply
      .header('Content-Disposition', 'attachment; filename="ledger-transfers.csv"')
      .type('text/csv; charset=utf-8')
      .send([header.join(','), ...lines].join('\r\n') + '\r\n');
  }

  @Get('events')
  async events(@Query() q: EventsQueryDto) {
    const rows = await auditEvents(this.dataSource, { type: q.type, beforeSeq: q.cursor, limit: 51 });
    const page = rows.slice(0, 50);
    const actors = await this.directory.summaries(
      page.map((r: { actor_id: string }) => r.actor_id).filter(Boolean),
    );
    return {
      data: page.map((r: { actor_id: string | null }) => ({
        ...r,
        actor: r.actor_id ? (actors.get(r.actor_id) ?? null) : null,
      })),
      next_cursor: rows.length > 50 ? String(page[page.length - 1].seq) : null,
    };
  }
}
