import type { EntityManager } from 'typeorm';
import { NETWORK_AGGREGATE, NetworkEventType } from '../domain/network.events';

/** One lock for every change of the tree: two changes never see a stale tree (ADR 0024). */
const TREE_LOCK_KEY = 'network.tree';

export interface TreeRow {
  member_id: string;
  parent_id: string | null;
}

/** The write side of the tree (`network_tree`): one row per member in the network. */
export class NetworkTreeRepository {
  /** Held until the transaction ends; every writer of the tree takes it first. */
  async lockTree(m: EntityManager): Promise<void> {
    await m.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [TREE_LOCK_KEY]);
  }

  async find(m: EntityManager, memberId: string): Promise<TreeRow | null> {
    const [row] = await m.query(`SELECT member_id, parent_id FROM network_tree WHERE member_id = $1`, [
      memberId,
    ]);
    return row ?? null;
  }

  /** The member's parent, grandparent, ... up to the top (empty for a top-level member). */
  async ancestors(m: EntityManager, memberId: string): Promise<string[]> {
    const rows: Array<{ id: string }> = await m.query(
      `WITH RECURSIVE up(id, n) AS (
         SELECT parent_id, 1 FROM network_tree WHERE member_id = $1 AND parent_id IS NOT NULL
         UNION ALL
         SELECT t.parent_id, up.n + 1 FROM up JOIN network_tree t ON t.member_id = up.id
          WHERE t.parent_id IS NOT NULL)
       SELECT id FROM up ORDER BY n`,
      [memberId],
    );
    return rows.map((r) => r.id);
  }

  async children(m: EntityManager, memberId: string): Promise<string[]> {
    const rows: Array<{ member_id: string }> = await m.query(
      `SELECT member_id FROM network_tree WHERE parent_id = $1 ORDER BY joined_at, member_id`,
      [memberId],
    );
    return rows.map((r) => r.member_id);
  }

  /** Adds the member unless it is in the tree already; answers whether it was added. */
  async insert(
    m: EntityManager,
    memberId: string,
    parentId: string | null,
    joinedAt: string,
  ): Promise<boolean> {
    const rows = await m.query(
      `INSERT INTO network_tree (member_id, parent_id, joined_at) VALUES ($1, $2, $3)
       ON CONFLICT (member_id) DO NOTHING RETURNING member_id`,
      [memberId, parentId, joinedAt],
    );
    return rows.length > 0;
  }

  /**
   * The parent the member had when it last left the tree, as its own `MemberRemovedFromNetwork`
   * says (null: it was top-level, or it never left). The log keeps it: no other record is needed,
   * and members who left before this was asked have it too.
   */
  async parentWhenLastRemoved(m: EntityManager, memberId: string): Promise<string | null> {
    const [row] = await m.query(
      `SELECT payload->>'parentId' AS parent_id FROM domain_events
        WHERE aggregate_type = $1 AND aggregate_id = $2 AND type = $3
        ORDER BY seq DESC LIMIT 1`,
      [NETWORK_AGGREGATE, memberId, NetworkEventType.removed],
    );
    return row?.parent_id ?? null;
  }

  async setParent(m: EntityManager, memberId: string, parentId: string | null): Promise<void> {
    await m.query(`UPDATE network_tree SET parent_id = $2 WHERE member_id = $1`, [memberId, parentId]);
  }

  async remove(m: EntityManager, memberId: string): Promise<void> {
    await m.query(`DELETE FROM network_tree WHERE member_id = $1`, [memberId]);
  }
}
