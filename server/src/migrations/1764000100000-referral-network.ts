import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The referral network (ADR 0024). `network_tree` is the write side: one parent per member or
 * none, changed only with the network's events in the same transaction. The other tables are
 * read models kept from the log (projection `network.read-model`), rebuildable:
 * - `network_members`: each member's parent, join date and number of direct referrals;
 * - `network_units`: each member's units (paid + loyalty), from the ledger's events;
 * - `network_unit_deductions`: the ledger transfers that took units away (loyalty deductions),
 *   so that a reversal of one gives the units back;
 * - `network_closure`: one row per (ancestor, member below it) with the depth between them;
 * - `network_tiers`: per (ancestor, depth) how many members and units the tier holds.
 */
export class ReferralNetwork1764000100000 implements MigrationInterface {
  name = 'ReferralNetwork1764000100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE network_tree (
        member_id uuid PRIMARY KEY,
        parent_id uuid NULL REFERENCES network_tree (member_id),
        joined_at timestamptz NOT NULL,
        CONSTRAINT network_tree_not_own_parent CHECK (parent_id <> member_id)
      )`);
    await q.query(`CREATE INDEX network_tree_parent_idx ON network_tree (parent_id)`);
    await q.query(`
      CREATE TABLE network_members (
        member_id uuid PRIMARY KEY,
        parent_id uuid NULL,
        joined_at timestamptz NOT NULL,
        children_count integer NOT NULL DEFAULT 0 CHECK (children_count >= 0)
      )`);
    // A node's children, page by page, oldest first.
    await q.query(
      `CREATE INDEX network_members_children_idx ON network_members (parent_id, joined_at, member_id)`,
    );
    // The dashboard's top leaders: most direct referrals, then earlier joiners.
    await q.query(
      `CREATE INDEX network_members_leaders_idx ON network_members (children_count DESC, joined_at, member_id)`,
    );
    await q.query(`
      CREATE TABLE network_units (
        member_id uuid PRIMARY KEY,
        units bigint NOT NULL DEFAULT 0
      )`);
    await q.query(`CREATE TABLE network_unit_deductions (transfer_id uuid PRIMARY KEY)`);
    await q.query(`
      CREATE TABLE network_closure (
        ancestor_id uuid NOT NULL,
        depth integer NOT NULL CHECK (depth > 0),
        joined_at timestamptz NOT NULL,
        member_id uuid NOT NULL,
        PRIMARY KEY (ancestor_id, depth, joined_at, member_id)
      )`);
    // A member's ancestors (moves, removals) and "is X below Y" by (member, ancestor).
    await q.query(
      `CREATE UNIQUE INDEX network_closure_member_idx ON network_closure (member_id, ancestor_id)`,
    );
    await q.query(`
      CREATE TABLE network_tiers (
        ancestor_id uuid NOT NULL,
        depth integer NOT NULL CHECK (depth > 0),
        members bigint NOT NULL CHECK (members >= 0),
        units bigint NOT NULL,
        PRIMARY KEY (ancestor_id, depth)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE network_tiers`);
    await q.query(`DROP TABLE network_closure`);
    await q.query(`DROP TABLE network_unit_deductions`);
    await q.query(`DROP TABLE network_units`);
    await q.query(`DROP TABLE network_members`);
    await q.query(`DROP TABLE network_tree`);
  }
}
