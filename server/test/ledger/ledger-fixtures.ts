import { randomUUID } from 'node:crypto';
import { UnitsLedger } from '../../src/modules/units-ledger';
import { ISSUE_TRANSFERS } from '../../src/modules/units-ledger/infrastructure/statements/issue-transfers.statement';
import type { TransferCommand } from '../../src/modules/units-ledger';
import type { Client } from '../support/client';
import { nextIp } from '../support/fixtures';
import { registerMember } from '../support/journeys';
import type { TestApp } from '../support/test-app';

export type Member = Awaited<ReturnType<typeof registerMember>> & { id: string };

export async function newMember(
  t: TestApp,
  extra: Parameters<typeof registerMember>[2] = {},
): Promise<Member> {
  const member = await registerMember(t, t.client(nextIp()), extra);
  return { ...member, id: member.user.id as string };
}

/** A client signed in as the seeded SuperAdmin. */
export async function adminClient(t: TestApp): Promise<Client> {
  const client = t.client(nextIp());
  const reply = await client.post('/api/login', { email: t.env.ADMIN_EMAIL, password: t.env.ADMIN_PASSWORD });
  if (reply.status !== 200) throw new Error(`admin login: ${reply.status} ${JSON.stringify(reply.body)}`);
  return client;
}

export async function memberClient(t: TestApp, member: Member): Promise<Client> {
  const client = t.client(nextIp());
  const reply = await client.post('/api/login', { email: member.email, password: member.password });
  if (reply.status !== 200) throw new Error(`member login: ${reply.status}`);
  return client;
}

export const transferCommand = (memberId: string, over: Partial<TransferCommand> = {}): TransferCommand => ({
  memberId,
  units: 1,
  unitValueCents: 50_000,
  narration: 'test transfer',
  payType: 'Wire',
  kind: 'manual',
  actorId: null,
  idempotencyKey: `test:${randomUUID()}`,
  ...over,
});

export const ledgerOf = (t: TestApp) => t.app.get(UnitsLedger);

/** Problems with the ledger's invariants, straight from the tables (empty = all hold). */
export async function invariantProblems(t: TestApp): Promise<string[]> {
  const q = (sql: string) => t.dataSource.query(sql);
  const problems: string[] = [];
  for (const r of await q(`SELECT transfer_id FROM ledger_postings GROUP BY transfer_id
      HAVING sum(units) <> 0 OR sum(cents) <> 0`))
    problems.push(`unbalanced transfer ${r.transfer_id}`);
  for (const r of await q(`SELECT t.id, t.type, count(p.id)::int AS legs FROM ledger_transfers t
      LEFT JOIN ledger_postings p ON p.transfer_id = t.id GROUP BY t.id, t.type
      HAVING count(p.id) <> CASE WHEN t.type IN ('pending', 'void') THEN 0 ELSE 2 END`))
    problems.push(`transfer ${r.id} (${r.type}) has ${r.legs} postings`);
  for (const r of await q(`SELECT b.account_id, b.units, b.cents FROM ledger_balances b
      LEFT JOIN (SELECT account_id, sum(units) AS units, sum(cents) AS cents FROM ledger_postings GROUP BY account_id) p
        ON p.account_id = b.account_id
      WHERE b.units <> coalesce(p.units, 0) OR b.cents <> coalesce(p.cents, 0)`))
    problems.push(`balance of ${r.account_id} is not the fold of its postings`);
  for (const r of await q(`SELECT b.account_id FROM ledger_balances b
      LEFT JOIN (SELECT credit_account_id AS account_id, sum(units) AS units FROM ledger_transfers t
        WHERE type = 'pending' AND NOT EXISTS (SELECT 1 FROM ledger_transfers r WHERE r.pending_id = t.id)
        GROUP BY credit_account_id) p ON p.account_id = b.account_id
      WHERE b.pending_units <> coalesce(p.units, 0)`))
    problems.push(`pending units of ${r.account_id} differ from unresolved pending transfers`);
  for (const r of await q(`SELECT b.account_id FROM ledger_balances b JOIN ledger_accounts a ON a.id = b.account_id
      WHERE a.owner_id IS NOT NULL AND (b.units < 0 OR b.cents < 0 OR b.pending_units < 0)`))
    problems.push(`member account ${r.account_id} is negative`);
  return problems;
}

/** The Trx# the log gave transfer `id` (ADR 0013), once its event is sealed and consumed. */
export async function trxNumberOf(t: TestApp, id: string): Promise<number> {
  await t.drainEvents();
  const [row] = await t.dataSource.query(`SELECT trx_no FROM ledger_trx_numbers WHERE transfer_id = $1`, [
    id,
  ]);
  return Number(row.trx_no);
}

/**
 * `count` one-unit transfers from the issuer to a member's paid account in one statement, as the
 * ledger's group commit writes them: a long run of events for the consumers, quickly.
 */
export async function issueBulkTransfers(
  t: TestApp,
  to: { issuerId: string; accountId: string; memberId: string },
  count: number,
  keyPrefix: string,
): Promise<void> {
  const column = <T>(value: () => T) => Array.from({ length: count }, value);
  await t.dataSource.query(ISSUE_TRANSFERS.text, [
    to.issuerId,
    column(() => `${keyPrefix}:${randomUUID()}`),
    column(() => to.accountId),
    column(() => to.memberId),
    column(() => 1),
    column(() => 50_000),
    column(() => 'bulk'),
    column(() => 'cash'),
    column(() => 'manual'),
    column(() => null),
    column(() => '{}'),
    column(() => 'transfer'),
  ]);
}
