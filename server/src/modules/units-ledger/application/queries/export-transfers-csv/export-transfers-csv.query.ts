import { Query } from '@nestjs/cqrs';
import type { AuditFilter } from '../../../infrastructure/audit.queries';

/** The audit list as CSV text (one header line, one line per ledger row). */
export class ExportTransfersCsvQuery extends Query<string> {
  constructor(readonly filter: Omit<AuditFilter, 'limit'>) {
    super();
  }
}
