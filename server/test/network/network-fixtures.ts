import { randomUUID } from 'node:crypto';
import { UnitOfWork } from '../../src/platform';
import { UserDeleted, UserRegistered } from '../../src/modules/identity';
import { newMember, type Member } from '../ledger/ledger-fixtures';
import type { TestApp } from '../support/test-app';

export { adminClient, memberClient, newMember, type Member } from '../ledger/ledger-fixtures';

/** A member registered through `referrer`'s link, as the register page sends it. */
export async function referredMember(
  t: TestApp,
  referrer: Member,
  extra: Parameters<typeof newMember>[1] = {},
) {
  const [, , id, token] = new URL(referrer.user.referralLink).pathname.split('/');
  return newMember(t, { referral: id, referral_token: token, ...extra });
}

/**
 * Identity's events as identity records them, for trees too large to register through the API:
 * the network only reads the log. Names of such members are unknown to the directory.
 */
export async function publishRegistrations(
  t: TestApp,
  joins: Array<{ id: string; referrerId: string | null }>,
) {
  const uow = t.app.get(UnitOfWork);
  const CHUNK = 500;
  for (let i = 0; i < joins.length; i += CHUNK)
    await uow.run(async (tx) => {
      for (const j of joins.slice(i, i + CHUNK))
        tx.record(
          new UserRegistered(
            j.id,
            { email: `${j.id}@example.com`, role: 'User', referrerId: j.referrerId },
            j.id,
          ),
        );
    });
}

export async function publishDeletion(t: TestApp, id: string, childrenTo: string | null) {
  await t.app.get(UnitOfWork).run(async (tx) => {
    tx.record(new UserDeleted(id, { email: `${id}@example.com`, childrenTo }, null));
  });
}

export const newIds = (n: number) => Array.from({ length: n }, () => randomUUID());

/** The read models, in a comparable form. */
export async function readModels(t: TestApp) {
  const q = (sql: string) => t.dataSource.query(sql);
  return {
    members: await q(
      `SELECT member_id, parent_id, joined_at, children_count FROM network_members ORDER BY member_id`,
    ),
    units: await q(`SELECT member_id, units::int FROM network_units WHERE units <> 0 ORDER BY member_id`),
    closure: await q(
      `SELECT ancestor_id, member_id, depth, joined_at FROM network_closure ORDER BY ancestor_id, member_id`,
    ),
    tiers: await q(
      `SELECT ancestor_id, depth, members::int, units::int FROM network_tiers WHERE members > 0 ORDER BY ancestor_id, depth`,
    ),
  };
}

/** The write side's tree as parent by member. */
export async function treeOf(t: TestApp): Promise<Map<string, string | null>> {
  const rows: Array<{ member_id: string; parent_id: string | null }> = await t.dataSource.query(
    `SELECT member_id, parent_id FROM network_tree`,
  );
  return new Map(rows.map((r) => [r.member_id, r.parent_id]));
}
