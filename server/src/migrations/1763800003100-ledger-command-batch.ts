import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Group commit of every ledger command (ADR 0013). The Trx# counter row is held from a command's
 * number until its commit, so commands committing one by one would wait on each other's WAL
 * flush. `ledger_run` writes a batch in one transaction: the issuer transfers together
 * (ledger_issue_transfers), then each other command by its own function inside a subtransaction,
 * so a refused command (LEDGER.X) is answered as refused and takes no number while the rest of the
 * batch commits, with one WAL flush for all.
 */
export class LedgerCommandBatch1763800003100 implements MigrationInterface {
  name = 'LedgerCommandBatch1763800003100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION ledger_run(p_debit uuid, p_keys text[], p_credits uuid[], p_members uuid[], p_units int[],
        p_values bigint[], p_narrations text[], p_pay_types text[], p_kinds text[], p_actors uuid[], p_links jsonb[],
        p_types text[], p_commands jsonb)
      RETURNS TABLE (n int, refusal text, outcome ledger_outcome) LANGUAGE plpgsql AS $$
      DECLARE
        v_command jsonb;
        v_n int := 0;
        v_constraint text;
      BEGIN
        -- Issuer transfers (n = 0: the app matches them by key). A reused key refuses them all; the
        -- app then writes each request alone.
        IF cardinality(p_keys) > 0 THEN
          RETURN QUERY SELECT 0, NULL::text, o
            FROM ledger_issue_transfers(p_debit, p_keys, p_credits, p_members, p_units, p_values, p_narrations,
                                        p_pay_types, p_kinds, p_actors, p_links, p_types) o;
        END IF;

        -- Every other command, n = its place in p_commands (from 1).
        FOR v_command IN SELECT c FROM jsonb_array_elements(p_commands) AS c LOOP
          v_n := v_n + 1;
          BEGIN
            CASE v_command->>'op'
              WHEN 'post' THEN
                RETURN QUERY SELECT v_n, NULL::text, o FROM ledger_post((v_command->>'pendingId')::uuid,
                  (v_command->>'units')::int, (v_command->>'actorId')::uuid) o;
              WHEN 'void' THEN
                RETURN QUERY SELECT v_n, NULL::text, o FROM ledger_void((v_command->>'pendingId')::uuid,
                  (v_command->>'actorId')::uuid) o;
              WHEN 'reverse' THEN
                RETURN QUERY SELECT v_n, NULL::text, o FROM ledger_reverse((v_command->>'transferId')::uuid,
                  (v_command->>'actorId')::uuid) o;
              WHEN 'loyalty' THEN
                RETURN QUERY SELECT v_n, NULL::text, o FROM ledger_adjust_loyalty(v_command->>'key',
                  (v_command->>'memberId')::uuid, (v_command->>'accountId')::uuid, (v_command->>'issuerId')::uuid,
                  (v_command->>'units')::int, v_command->>'narration', (v_command->>'actorId')::uuid) o;
            END CASE;
          EXCEPTION
            WHEN raise_exception THEN
              IF SQLERRM NOT LIKE 'LEDGER.%' THEN RAISE; END IF;
              RETURN QUERY SELECT v_n, SQLERRM, NULL::ledger_outcome;
            WHEN check_violation THEN
              GET STACKED DIAGNOSTICS v_constraint = CONSTRAINT_NAME;
              IF v_constraint <> 'ledger_balances_within_limit' THEN RAISE; END IF;
              RETURN QUERY SELECT v_n, 'LEDGER.BALANCE_LIMIT', NULL::ledger_outcome;
          END;
        END LOOP;
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION ledger_run`);
  }
}
