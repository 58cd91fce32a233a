/**
 * What every ledger event says about its transfer, built by SQL from the inserted row `row`: the
 * statements append their own events (ADR 0009); nothing rebuilds them in TypeScript. A transfer
 * whose command asked for the lending agreement carries its recipient, for the agreement reaction.
 */
export const factsSql = (row: string) => `jsonb_build_object('transferId', ${row}.id, 'no', ${row}.no::text,
  'memberId', ${row}.member_id, 'units', ${row}.units, 'unitValueCents', ${row}.unit_value_cents,
  'kind', ${row}.kind, 'narration', ${row}.narration)
  || CASE WHEN ${row}.type = 'transfer' AND ${row}.links ? 'agreementTo'
          THEN jsonb_build_object('agreementTo', ${row}.links->'agreementTo') ELSE '{}'::jsonb END`;
