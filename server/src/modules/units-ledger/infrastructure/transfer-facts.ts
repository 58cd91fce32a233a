import type { TransferFacts } from '../domain/ledger.events';
import type { TransferRow } from './transfer-row';

/** What every ledger event says about its transfer, from the row as read back. */
export const factsOf = (row: TransferRow): TransferFacts => ({
  transferId: row.id,
  no: String(row.no),
  memberId: row.member_id,
  units: row.units,
  unitValueCents: Number(row.unit_value_cents),
  kind: row.kind,
  narration: row.narration,
});

/**
 * The same facts built by SQL from the inserted row `row`, for statements that append their own
 * events. Must stay equal to factsOf (the ledger's integration test compares stored and published).
 */
export const factsSql = (row: string) => `jsonb_build_object('transferId', ${row}.id, 'no', ${row}.no::text,
  'memberId', ${row}.member_id, 'units', ${row}.units, 'unitValueCents', ${row}.unit_value_cents,
  'kind', ${row}.kind, 'narration', ${row}.narration)`;
