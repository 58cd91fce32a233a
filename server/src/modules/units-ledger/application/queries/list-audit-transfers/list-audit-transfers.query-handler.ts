import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { CursorPage, LedgerTransfer } from '@app/libs';
import { DataSource } from 'typeorm';
import { UserDirectory } from '../../../../identity';
import { auditTransfers } from '../../../infrastructure/audit.queries';
import { toLedgerTransfer } from '../../ledger-transfer-view';
import { ListAuditTransfersQuery } from './list-audit-transfers.query';

@QueryHandler(ListAuditTransfersQuery)
export class ListAuditTransfersHandler implements IQueryHandler<ListAuditTransfersQuery> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly directory: UserDirectory,
  ) {}

  async execute({ filter }: ListAuditTransfersQuery): Promise<CursorPage<LedgerTransfer>> {
    const rows = await auditTransfers(this.dataSource, { ...filter, limit: filter.limit + 1 });
    const page = rows.slice(0, filter.limit);
    const users = await this.directory.summaries(page.map((r) => r.member_id!).filter(Boolean));
    return {
      data: page.map((row) => toLedgerTransfer(row, users)),
      next_cursor: rows.length > filter.limit ? String(page[page.length - 1].seq) : null,
    };
  }
}
