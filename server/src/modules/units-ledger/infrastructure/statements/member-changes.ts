/**
 * The `changes` of a ledger event's payload (ADR 0034), built from the same two legs as the
 * transfer's postings: for each leg on a member account, that member's signed paid units, free
 * units and cents. `t` names the transfer row; a transfer that posts nothing (pending, void) has none.
 */
export const memberChangesOf = (t: string) => `(
  SELECT coalesce(jsonb_agg(jsonb_build_object(
           'memberId', a.owner_id,
           'paidUnits', CASE WHEN a.kind = 'member_paid' THEN leg.units ELSE 0 END,
           'freeUnits', CASE WHEN a.kind = 'member_loyalty' THEN leg.units ELSE 0 END,
           'cents', CASE WHEN a.kind = 'member_paid' THEN leg.units * ${t}.unit_value_cents ELSE 0 END)
           ORDER BY leg.n), '[]'::jsonb)
    FROM (VALUES (1, ${t}.debit_account_id, -${t}.units), (2, ${t}.credit_account_id, ${t}.units)) AS leg(n, account_id, units)
    JOIN ledger_accounts a ON a.id = leg.account_id AND a.owner_id IS NOT NULL)`;
