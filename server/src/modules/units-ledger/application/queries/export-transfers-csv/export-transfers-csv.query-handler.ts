import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { shownPayType } from '@app/libs';
import { UserDirectory } from '../../../../identity';
import { auditTransfers } from '../../../infrastructure/audit.queries';
import { centsText, csvCell } from './csv';
import { ExportTransfersCsvQuery } from './export-transfers-csv.query';

const EXPORT_LIMIT = 50_000;
const HEADER = 'no,date,type,kind,member,email,units,unit_value,amount,narration,pay_type,from,to';

@QueryHandler(ExportTransfersCsvQuery)
export class ExportTransfersCsvHandler implements IQueryHandler<ExportTransfersCsvQuery> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly directory: UserDirectory,
  ) {}

  async execute({ filter }: ExportTransfersCsvQuery): Promise<string> {
    const rows = await auditTransfers(this.dataSource, { ...filter, limit: EXPORT_LIMIT });
    const users = await this.directory.summaries(rows.map((r) => r.member_id!).filter(Boolean));
    const lines = rows.map((r) => {
      const member = r.member_id ? users.get(r.member_id) : undefined;
      const unitValueCents = Number(r.unit_value_cents);
      return [
        r.no,
        r.created_at,
        r.type,
        r.kind,
        member?.fullName,
        member?.email,
        r.units,
        centsText(unitValueCents),
        centsText(unitValueCents * r.units),
        r.narration,
        shownPayType(r.pay_type),
        r.debit_kind,
        r.credit_kind,
      ]
        .map(csvCell)
        .join(',');
    });
    return [HEADER, ...lines].join('\r\n') + '\r\n';
  }
}
