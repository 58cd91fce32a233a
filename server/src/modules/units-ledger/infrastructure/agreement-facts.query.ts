import { PURCHASE_KINDS, type PurchaseKind } from '@app/libs';
import type { DataSource } from 'typeorm';
import { autocommitQuery, type Statement } from '../../../platform';

/** What a lending agreement states, read from the ledger (ADR 0033). */
export interface AgreementFacts {
  /** The transaction as the lists show it: the transfer, or the pending transfer that was posted. */
  id: string;
  /** Its Trx#; null for the moment between the commit and its numbering (ADR 0013). */
  no: string | null;
  member_id: string;
  kind: PurchaseKind;
  /** As posted: an approval may change a pending transfer's units. */
  units: number;
  unit_value_cents: string;
  pay_type: string | null;
  /** The card of a card payment, from the transfer's links (ADR 0032). */
  card: { brand: string; last4: string } | null;
  /** As stored: the agreement prints it only when an administrator typed it. */
  narration: string;
  /** When the units were posted: the approval of a pending transfer, not its opening. */
  created_at: Date;
}

type AgreementFactsRow = Omit<AgreementFacts, 'card'> & {
  card_brand: string | null;
  card_last4: string | null;
};

// A purchase is a posted transfer of a purchase kind, or a pending one of those kinds once posted;
// a reversal later keeps the agreement that was made. $3 (a member, or null) limits it to theirs.
const AGREEMENT_FACTS: Statement = {
  name: 'ledger.agreement-facts.v2',
  text: `SELECT t.id, n.trx_no::text AS no, t.member_id, t.kind, coalesce(p.units, t.units) AS units,
                t.unit_value_cents, t.narration, t.pay_type, t.links->>'card_brand' AS card_brand,
                t.links->>'card_last4' AS card_last4, coalesce(p.created_at, t.created_at) AS created_at
           FROM ledger_transfers t
           LEFT JOIN ledger_transfers p ON p.pending_id = t.id AND p.type = 'post'
           LEFT JOIN ledger_trx_numbers n ON n.transfer_id = t.id
          WHERE t.id = $1 AND t.kind = ANY($2::text[]) AND t.member_id IS NOT NULL
            AND (t.type = 'transfer' OR (t.type = 'pending' AND p.id IS NOT NULL))
            AND ($3::uuid IS NULL OR t.member_id = $3::uuid)`,
};

/** The purchase `id` (a listed transaction), of `memberId` when given; null when there is none. */
export async function agreementFacts(
  dataSource: DataSource,
  id: string,
  memberId: string | null,
): Promise<AgreementFacts | null> {
  const [row] = await autocommitQuery<AgreementFactsRow>(dataSource, AGREEMENT_FACTS, [
    id,
    [...PURCHASE_KINDS],
    memberId,
  ]);
  if (!row) return null;
  const { card_brand: brand, card_last4: last4, ...facts } = row;
  return { ...facts, card: brand && last4 ? { brand, last4 } : null };
}
