import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every ledger command as one PL/pgSQL function, readable top to bottom (ADR 0013): it locks the
 * member's balance row, checks the transfer's state under that lock, refuses with a coded error
 * (`LEDGER.X`, SQLSTATE P0001), changes the balance, takes the next Trx#, writes the transfer, its
 * postings and its event, and returns the rows and the events it wrote. Trx#s come from one counter
 * row taken last in each command, so a refused or rolled-back command uses none (no gaps) and
 * numbers follow commit order.
 */
export class LedgerCommandFunctions1763800003000 implements MigrationInterface {
  name = 'LedgerCommandFunctions1763800003000';

  async up(q: QueryRunner): Promise<void> {
    for (const statement of STATEMENTS) await q.query(statement);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION ledger_issue_transfers, ledger_adjust_loyalty, ledger_post, ledger_void,
      ledger_reverse, ledger_open_pending, ledger_lock_member_account, ledger_write, ledger_append_event,
      ledger_take_numbers, ledger_refuse, ledger_facts, ledger_same_request, ledger_transfer_state, ledger_is_open_pending`);
    await q.query(`DROP TYPE ledger_outcome`);
    await q.query(`ALTER TABLE ledger_balances DROP CONSTRAINT ledger_balances_within_limit`);
    await q.query(`CREATE SEQUENCE ledger_transfers_no_seq OWNED BY ledger_transfers.no`);
    await q.query(
      `SELECT setval('ledger_transfers_no_seq', (SELECT last_no FROM ledger_trx_counter) + 1, false)`,
    );
    await q.query(
      `ALTER TABLE ledger_transfers ALTER COLUMN no SET DEFAULT nextval('ledger_transfers_no_seq')`,
    );
    await q.query(`DROP TABLE ledger_trx_counter`);
  }
}

const STATEMENTS = [
  // ---- Trx#: one counter, no sequence (a sequence hands out numbers that refused commands then waste).
  // fillfactor 10: every command updates this one row, so its page is pruned of dead versions
  // early and an update never scans a long chain of them.
  `CREATE TABLE ledger_trx_counter (
     only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
     last_no bigint NOT NULL CHECK (last_no >= 0)
   ) WITH (fillfactor = 10)`,
  `INSERT INTO ledger_trx_counter (last_no) SELECT coalesce(max(no), 0) FROM ledger_transfers`,
  `ALTER TABLE ledger_transfers ALTER COLUMN no DROP DEFAULT`,
  `DROP SEQUENCE ledger_transfers_no_seq`,
  // Balances stay exact as JavaScript numbers (2^53 - 1); with the per-transfer bounds (libs
  // limits.ts) no product or sum can overflow on the way.
  `ALTER TABLE ledger_balances ADD CONSTRAINT ledger_balances_within_limit
     CHECK (units <= 9007199254740991 AND cents <= 9007199254740991 AND pending_units <= 9007199254740991)`,
  `CREATE TRIGGER ledger_trx_counter_no_delete BEFORE DELETE ON ledger_trx_counter
     FOR EACH ROW EXECUTE FUNCTION refuse_change()`,

  // The next n Trx#s (the first is returned). The row stays locked until the command commits or
  // rolls back, so the numbers are dense and in commit order; every command takes it last.
  `CREATE FUNCTION ledger_take_numbers(n int) RETURNS bigint LANGUAGE plpgsql AS $$
   DECLARE
     v_last bigint;
   BEGIN
     UPDATE ledger_trx_counter SET last_no = last_no + n RETURNING last_no INTO v_last;
     RETURN v_last - n + 1;
   END $$`,

  // ---- The transfer's states: the "pending not yet posted or voided" rule lives here only
  // (mirrored by domain/transfer.ts, and compared with it by a test).
  `CREATE FUNCTION ledger_is_open_pending(t ledger_transfers) RETURNS boolean LANGUAGE sql STABLE AS $$
     SELECT t.type = 'pending' AND NOT EXISTS (SELECT 1 FROM ledger_transfers r WHERE r.pending_id = t.id)
   $$`,
  `CREATE FUNCTION ledger_transfer_state(t ledger_transfers) RETURNS text LANGUAGE sql STABLE AS $$
     SELECT CASE
       WHEN t.type = 'reversal' THEN 'reversal'
       WHEN t.type = 'void' THEN 'voided'
       WHEN ledger_is_open_pending(t) THEN 'pending'
       WHEN t.type = 'pending' AND EXISTS (
         SELECT 1 FROM ledger_transfers r WHERE r.pending_id = t.id AND r.type = 'void') THEN 'voided'
       WHEN EXISTS (
         SELECT 1 FROM ledger_transfers x
          WHERE x.reverses_id = t.id
             OR x.reverses_id = (SELECT r.id FROM ledger_transfers r WHERE r.pending_id = t.id)) THEN 'reversed'
       ELSE 'done' END
   $$`,

  // Two requests are the same when they would move the same units the same way and say the same.
  `CREATE FUNCTION ledger_same_request(a ledger_transfers, b ledger_transfers) RETURNS boolean
   LANGUAGE sql IMMUTABLE AS $$
     SELECT (a.type, a.debit_account_id, a.credit_account_id, a.member_id, a.units, a.unit_value_cents,
             a.kind, a.pay_type, a.narration)
       IS NOT DISTINCT FROM
            (b.type, b.debit_account_id, b.credit_account_id, b.member_id, b.units, b.unit_value_cents,
             b.kind, b.pay_type, b.narration)
   $$`,

  // What every ledger event says about its transfer (stored payloads: names never change).
  `CREATE FUNCTION ledger_facts(id uuid, no bigint, member_id uuid, units int, unit_value_cents bigint,
     kind text, narration text) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
     SELECT jsonb_build_object('transferId', id, 'no', no::text, 'memberId', member_id, 'units', units,
       'unitValueCents', unit_value_cents, 'kind', kind, 'narration', narration)
   $$`,

  // What a command returns: its transfer row, whether it was a replay, and the events it appended.
  `CREATE TYPE ledger_outcome AS (transfer ledger_transfers, duplicate boolean, events jsonb)`,

  // Appends the event of transfer t and returns it as stored, for the app to publish after commit.
  `CREATE FUNCTION ledger_append_event(t ledger_transfers, event_type text, extra jsonb) RETURNS jsonb
   LANGUAGE plpgsql AS $$
   DECLARE
     v_event jsonb;
   BEGIN
     INSERT INTO domain_events (type, aggregate_type, aggregate_id, payload, actor_id)
     VALUES (event_type, 'Transfer', t.id::text,
             ledger_facts(t.id, t.no, t.member_id, t.units, t.unit_value_cents, t.kind, t.narration) || extra,
             t.actor_id)
     RETURNING jsonb_build_object('type', type, 'aggregateId', aggregate_id, 'payload', payload,
                                  'actorId', actor_id)
          INTO v_event;
     RETURN v_event;
   END $$`,

  // Takes the next Trx#, writes transfer t, its two postings when it moves units, and its event.
  // Called last by every single command, after its checks and balance change.
  `CREATE FUNCTION ledger_write(t ledger_transfers, event_type text, extra jsonb) RETURNS ledger_outcome
   LANGUAGE plpgsql AS $$
   BEGIN
     t.id := gen_random_uuid();
     t.no := ledger_take_numbers(1);
     t.created_at := now();
     INSERT INTO ledger_transfers (id, no, type, idempotency_key, debit_account_id, credit_account_id, member_id,
       units, unit_value_cents, narration, pay_type, kind, actor_id, pending_id, reverses_id, links, created_at)
     VALUES (t.id, t.no, t.type, t.idempotency_key, t.debit_account_id, t.credit_account_id, t.member_id,
       t.units, t.unit_value_cents, t.narration, t.pay_type, t.kind, t.actor_id, t.pending_id, t.reverses_id,
       coalesce(t.links, '{}'::jsonb), t.created_at)
     RETURNING * INTO t;
     IF t.type IN ('transfer', 'post', 'reversal') THEN
       INSERT INTO ledger_postings (transfer_id, account_id, units, cents) VALUES
         (t.id, t.debit_account_id, -t.units, -t.units * t.unit_value_cents),
         (t.id, t.credit_account_id, t.units, t.units * t.unit_value_cents);
     END IF;
     RETURN ROW(t, false, jsonb_build_array(ledger_append_event(t, event_type, extra)))::ledger_outcome;
   END $$`,

  // Locks the member's balance row of transfer t (the only account of t with a row: system accounts
  // have none) and returns its units. Every command on t changes that row, so a check made after
  // this lock sees every command on t that committed before.
  `CREATE FUNCTION ledger_lock_member_account(t ledger_transfers) RETURNS bigint LANGUAGE plpgsql AS $$
   DECLARE
     v_units bigint;
   BEGIN
     SELECT units INTO v_units FROM ledger_balances
      WHERE account_id IN (t.debit_account_id, t.credit_account_id) FOR UPDATE;
     RETURN v_units;
   END $$`,

  // A pending transfer that may still be posted or voided, locked; refused otherwise.
  `CREATE FUNCTION ledger_open_pending(p_pending_id uuid) RETURNS ledger_transfers LANGUAGE plpgsql AS $$
   DECLARE
     v_pending ledger_transfers;
   BEGIN
     SELECT * INTO v_pending FROM ledger_transfers WHERE id = p_pending_id;
     IF NOT FOUND THEN
       RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'LEDGER.TRANSFER_NOT_FOUND';
     END IF;
     IF v_pending.type <> 'pending' THEN
       RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'LEDGER.NOT_PENDING';
     END IF;
     PERFORM ledger_lock_member_account(v_pending);
     IF NOT ledger_is_open_pending(v_pending) THEN
       RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'LEDGER.ALREADY_RESOLVED';
     END IF;
     RETURN v_pending;
   END $$`,

  // ---- Commands.

  // Posts a pending transfer (units may change on approval): its pending units are released and
  // the approved units credited.
  `CREATE FUNCTION ledger_post(p_pending_id uuid, p_units int, p_actor uuid) RETURNS SETOF ledger_outcome
   LANGUAGE plpgsql AS $$
   DECLARE
     v_pending ledger_transfers := ledger_open_pending(p_pending_id);
     v_post ledger_transfers := v_pending;
   BEGIN
     v_post.type := 'post';
     v_post.idempotency_key := 'post:' || v_pending.id;
     v_post.units := coalesce(p_units, v_pending.units);
     v_post.actor_id := p_actor;
     v_post.pending_id := v_pending.id;
     UPDATE ledger_balances
        SET units = units + v_post.units, cents = cents + v_post.units * v_post.unit_value_cents,
            pending_units = pending_units - v_pending.units, updated_at = now()
      WHERE account_id = v_pending.credit_account_id;
     RETURN NEXT ledger_write(v_post, 'ledger.TransferPosted', jsonb_build_object('pendingId', v_pending.id));
   END $$`,

  // Voids a pending transfer: its pending units are released, nothing moves.
  `CREATE FUNCTION ledger_void(p_pending_id uuid, p_actor uuid) RETURNS SETOF ledger_outcome
   LANGUAGE plpgsql AS $$
   DECLARE
     v_pending ledger_transfers := ledger_open_pending(p_pending_id);
     v_void ledger_transfers := v_pending;
   BEGIN
     v_void.type := 'void';
     v_void.idempotency_key := 'void:' || v_pending.id;
     v_void.actor_id := p_actor;
     v_void.pending_id := v_pending.id;
     UPDATE ledger_balances SET pending_units = pending_units - v_pending.units, updated_at = now()
      WHERE account_id = v_pending.credit_account_id;
     RETURN NEXT ledger_write(v_void, 'ledger.TransferVoided', jsonb_build_object('pendingId', v_pending.id));
   END $$`,

  // "Deleting" a transfer: a pending one not yet resolved is voided; a posted one (or the post of a
  // pending one) gets a reversal that moves the same units and cents back, once, never below zero.
  `CREATE FUNCTION ledger_reverse(p_id uuid, p_actor uuid) RETURNS SETOF ledger_outcome LANGUAGE plpgsql AS $$
   DECLARE
     v_original ledger_transfers;
     v_target ledger_transfers;
     v_reversal ledger_transfers;
     v_from_units bigint;
   BEGIN
     SELECT * INTO v_original FROM ledger_transfers WHERE id = p_id;
     IF NOT FOUND THEN
       RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'LEDGER.TRANSFER_NOT_FOUND';
     END IF;
     PERFORM ledger_lock_member_account(v_original);
     v_target := v_original;
     IF v_original.type = 'pending' THEN
       IF ledger_is_open_pending(v_original) THEN
         RETURN QUERY SELECT * FROM ledger_void(p_id, p_actor);
         RETURN;
       END IF;
       SELECT * INTO v_target FROM ledger_transfers WHERE pending_id = v_original.id;
       IF v_target.type = 'void' THEN
         RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'LEDGER.ALREADY_RESOLVED';
       END IF;
     END IF;
     IF v_target.type NOT IN ('transfer', 'post') THEN
       RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'LEDGER.CANNOT_REVERSE';
     END IF;
     IF EXISTS (SELECT 1 FROM ledger_transfers WHERE reverses_id = v_target.id) THEN
       RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'LEDGER.ALREADY_REVERSED';
     END IF;
     -- The units go back from the credited account: a member account must still hold them.
     SELECT units INTO v_from_units FROM ledger_balances WHERE account_id = v_target.credit_account_id;
     IF FOUND AND v_from_units < v_target.units THEN
       RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'LEDGER.REVERSAL_WOULD_OVERDRAW';
     END IF;
     v_reversal := v_target;
     v_reversal.type := 'reversal';
     v_reversal.idempotency_key := 'reversal:' || v_target.id;
     v_reversal.debit_account_id := v_target.credit_account_id;
     v_reversal.credit_account_id := v_target.debit_account_id;
     v_reversal.narration := left('Reversal of #' || v_target.no
       || CASE WHEN v_target.narration = '' THEN '' ELSE ': ' || v_target.narration END, 500);
     v_reversal.kind := 'reversal';
     v_reversal.actor_id := p_actor;
     v_reversal.pending_id := NULL;
     v_reversal.reverses_id := v_target.id;
     UPDATE ledger_balances b
        SET units = b.units + leg.units, cents = b.cents + leg.units * v_target.unit_value_cents, updated_at = now()
       FROM (VALUES (v_target.credit_account_id, -v_target.units), (v_target.debit_account_id, v_target.units))
            AS leg(account_id, units)
      WHERE b.account_id = leg.account_id;
     RETURN NEXT ledger_write(v_reversal, 'ledger.TransferReversed', jsonb_build_object('reversesId', v_target.id));
   END $$`,

  // Free units added from the loyalty issuer (p_units > 0) or deducted back to it, never below
  // zero. The same key again answers the first adjustment; with other units it is refused.
  `CREATE FUNCTION ledger_adjust_loyalty(p_key text, p_member uuid, p_account uuid, p_issuer uuid, p_units int,
     p_narration text, p_actor uuid) RETURNS SETOF ledger_outcome LANGUAGE plpgsql AS $$
   DECLARE
     v_adjustment ledger_transfers;
     v_earlier ledger_transfers;
     v_available bigint;
   BEGIN
     v_adjustment.type := 'transfer';
     v_adjustment.idempotency_key := p_key;
     v_adjustment.debit_account_id := CASE WHEN p_units > 0 THEN p_issuer ELSE p_account END;
     v_adjustment.credit_account_id := CASE WHEN p_units > 0 THEN p_account ELSE p_issuer END;
     v_adjustment.member_id := p_member;
     v_adjustment.units := abs(p_units);
     v_adjustment.unit_value_cents := 0;
     v_adjustment.narration := p_narration;
     v_adjustment.kind := CASE WHEN p_units > 0 THEN 'loyalty' ELSE 'loyalty-deduction' END;
     v_adjustment.actor_id := p_actor;
     SELECT units INTO v_available FROM ledger_balances WHERE account_id = p_account FOR UPDATE;
     SELECT * INTO v_earlier FROM ledger_transfers WHERE idempotency_key = p_key;
     IF FOUND THEN
       IF NOT ledger_same_request(v_earlier, v_adjustment) THEN
         RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'LEDGER.IDEMPOTENCY_KEY_REUSED';
       END IF;
       RETURN NEXT ROW(v_earlier, true, '[]'::jsonb)::ledger_outcome;
       RETURN;
     END IF;
     IF p_units < 0 AND v_available <= 0 THEN
       RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'LEDGER.NO_LOYALTY_TO_DEDUCT';
     END IF;
     IF p_units < 0 AND v_available < -p_units THEN
       RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'LEDGER.DEDUCT_TOO_MUCH';
     END IF;
     UPDATE ledger_balances SET units = units + p_units, updated_at = now() WHERE account_id = p_account;
     RETURN NEXT ledger_write(v_adjustment, 'ledger.LoyaltyUnitsAdjusted', jsonb_build_object('delta', p_units));
   END $$`,

  // Refuses with a coded error (for use inside a statement).
  `CREATE FUNCTION ledger_refuse(code text) RETURNS boolean LANGUAGE plpgsql AS $$
   BEGIN
     RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = code;
   END $$`,

  // Transfers from one system account (the issuer) to members, posted now ('transfer': postings and
  // balance) or held ('pending': the member's pending units), many in one statement (group commit;
  // one statement because this is the bulk of the traffic). A key used before answers that
  // transfer as a duplicate (so does a key repeated in the batch, answered by the app); the same
  // key for another request refuses the whole call (the app then writes each request alone).
  `CREATE FUNCTION ledger_issue_transfers(p_debit uuid, p_keys text[], p_credits uuid[], p_members uuid[],
     p_units int[], p_values bigint[], p_narrations text[], p_pay_types text[], p_kinds text[], p_actors uuid[],
     p_links jsonb[], p_types text[]) RETURNS SETOF ledger_outcome LANGUAGE plpgsql AS $$
   BEGIN
     RETURN QUERY
     WITH input AS (
       SELECT * FROM unnest(p_keys, p_credits, p_members, p_units, p_values, p_narrations, p_pay_types, p_kinds,
                            p_actors, p_links, p_types) WITH ORDINALITY
         AS i(key, credit, member, units, value, narration, pay_type, kind, actor, links, type, n)),
     earlier AS (
       SELECT t FROM ledger_transfers t WHERE t.idempotency_key IN (SELECT i.key FROM input i)),
     reused AS (
       SELECT EXISTS (
                SELECT 1 FROM input i JOIN earlier e ON (e.t).idempotency_key = i.key
                 WHERE NOT ledger_same_request(e.t, ROW(NULL, NULL, i.type, i.key, p_debit, i.credit, i.member, i.units,
                         i.value, i.narration, i.pay_type, i.kind, i.actor, NULL, NULL, i.links, NULL)::ledger_transfers))
           OR EXISTS (
                SELECT 1 FROM input i GROUP BY i.key
                HAVING count(DISTINCT (i.type, i.credit, i.member, i.units, i.value, i.kind, i.pay_type, i.narration)) > 1)
         AS refused),
     -- The requests that move units: the first of each new key.
     fresh AS (
       SELECT DISTINCT ON (i.key) i.*, gen_random_uuid() AS id FROM input i
        WHERE NOT (SELECT r.refused FROM reused r)
          AND i.key NOT IN (SELECT (e.t).idempotency_key FROM earlier e)
        ORDER BY i.key, i.n),
     balances AS (
       UPDATE ledger_balances b
          SET units = b.units + d.units, cents = b.cents + d.cents, pending_units = b.pending_units + d.pending,
              updated_at = now()
         FROM (SELECT f.credit AS account_id,
                      sum(CASE WHEN f.type = 'transfer' THEN f.units ELSE 0 END) AS units,
                      sum(CASE WHEN f.type = 'transfer' THEN f.units * f.value ELSE 0 END) AS cents,
                      sum(CASE WHEN f.type = 'pending' THEN f.units ELSE 0 END) AS pending
                 FROM fresh f GROUP BY f.credit) d
        WHERE b.account_id = d.account_id
       RETURNING b.account_id),
     -- Trx#s last, after the balance rows are locked (the WHERE makes this wait for them).
     numbered AS (
       UPDATE ledger_trx_counter SET last_no = last_no + (SELECT count(*) FROM fresh)
        WHERE (SELECT count(*) FROM balances) >= 0 AND EXISTS (SELECT 1 FROM fresh)
       RETURNING last_no - (SELECT count(*) FROM fresh) AS before),
     inserted AS (
       INSERT INTO ledger_transfers (id, no, type, idempotency_key, debit_account_id, credit_account_id, member_id,
         units, unit_value_cents, narration, pay_type, kind, actor_id, links)
       SELECT f.id, (SELECT nb.before FROM numbered nb) + row_number() OVER (ORDER BY f.n), f.type, f.key, p_debit,
              f.credit, f.member, f.units, f.value, f.narration, f.pay_type, f.kind, f.actor, coalesce(f.links, '{}')
         FROM fresh f
       RETURNING *),
     postings AS (
       INSERT INTO ledger_postings (transfer_id, account_id, units, cents)
       SELECT i.id, leg.account_id, leg.units, leg.units * i.unit_value_cents
         FROM inserted i,
              LATERAL (VALUES (i.debit_account_id, -i.units), (i.credit_account_id, i.units)) AS leg(account_id, units)
        WHERE i.type = 'transfer'),
     events AS (
       INSERT INTO domain_events (type, aggregate_type, aggregate_id, payload, actor_id)
       SELECT CASE i.type WHEN 'pending' THEN 'ledger.TransferPending' ELSE 'ledger.UnitsTransferred' END,
              'Transfer', i.id::text,
              ledger_facts(i.id, i.no, i.member_id, i.units, i.unit_value_cents, i.kind, i.narration), i.actor_id
         FROM inserted i ORDER BY i.no
       RETURNING aggregate_id, jsonb_build_object('type', type, 'aggregateId', aggregate_id, 'payload', payload,
                                                 'actorId', actor_id) AS event)
     SELECT ROW(i.*)::ledger_transfers, false, jsonb_build_array(e.event)
       FROM inserted i JOIN events e ON e.aggregate_id = i.id::text
     UNION ALL
     SELECT e.t, true, '[]'::jsonb FROM earlier e
     UNION ALL
     SELECT NULL, NULL, NULL FROM reused r
      WHERE r.refused AND ledger_refuse('LEDGER.IDEMPOTENCY_KEY_REUSED');
   END $$`,
];
