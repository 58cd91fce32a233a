import { NetworkEventType as T } from '../domain/network.events';

/**
 * The network's read models computed at once from the log (ADR 0052), equal to replaying it
 * through the projection's statements (ADR 0024). Run after the projection's `reset`, in the
 * rebuild's transaction; `network_units` is filled first, from the ledger's own rules in Node.
 */

/** The network's events up to the head ($1), each with the member it is about. */
const NETWORK_FACTS = `facts AS (
      SELECT s.seal_no, e.type,
             CASE WHEN e.type = '${T.joined}' THEN (e.payload->>'memberId')::uuid ELSE e.aggregate_id::uuid END AS member_id,
             (e.payload->>'parentId')::uuid AS parent_id,
             CASE WHEN e.type = '${T.joined}' THEN (e.payload->>'joinedAt')::timestamptz END AS joined_at
        FROM domain_event_seals s JOIN domain_events e ON e.seq = s.seq
       WHERE s.seal_no <= $1
         AND e.type IN ('${T.joined}', '${T.parentAssigned}', '${T.moved}', '${T.removed}'))`;

export const RebuildSql = {
  /**
   * The members as the replay leaves them: a member is in the tree when a join follows its last
   * removal; the first such join gives its join date (a member already there ignores another
   * join), and its parent is that join's or the last parent change after it. Returns how many
   * network events were read.
   */
  members: `
    WITH ${NETWORK_FACTS},
    last_removal AS (
      SELECT member_id, max(seal_no) AS seal_no FROM facts WHERE type = '${T.removed}' GROUP BY member_id),
    joins AS (
      SELECT DISTINCT ON (f.member_id) f.member_id, f.seal_no, f.joined_at
        FROM facts f LEFT JOIN last_removal r ON r.member_id = f.member_id
       WHERE f.type = '${T.joined}' AND f.seal_no > coalesce(r.seal_no, 0)
       ORDER BY f.member_id, f.seal_no),
    placed AS (
      SELECT DISTINCT ON (f.member_id) f.member_id, f.parent_id, j.joined_at
        FROM facts f JOIN joins j ON j.member_id = f.member_id
       WHERE f.seal_no = j.seal_no OR (f.seal_no > j.seal_no AND f.type IN ('${T.parentAssigned}', '${T.moved}'))
       ORDER BY f.member_id, f.seal_no DESC),
    children AS (SELECT parent_id, count(*)::int AS n FROM placed WHERE parent_id IS NOT NULL GROUP BY parent_id),
    written AS (
      INSERT INTO network_members (member_id, parent_id, joined_at, children_count)
      SELECT p.member_id, p.parent_id, p.joined_at, coalesce(c.n, 0)
        FROM placed p LEFT JOIN children c ON c.parent_id = p.member_id
      RETURNING 1)
    SELECT (SELECT count(*) FROM facts)::int AS events, (SELECT count(*) FROM written)::int AS members`,

  /** $1 members, $2 their units. */
  units: `INSERT INTO network_units (member_id, units) SELECT * FROM unnest($1::uuid[], $2::bigint[])`,

  /**
   * Each member's level (`levels`): 0 where its parent is not a member (a top-level member), else
   * one more than its parent's. Walked down an indexed copy of the members' parents (`tree`; the
   * rebuilt tables have no indexes until the end, ADR 0052), one index probe per member, under
   * `nestedLoopsOnly`: else the planner may hash the whole table again at each of a deep chain's
   * levels. $1 (the number of members) bounds the walk: a cycle, which the write side refuses,
   * would never end it.
   */
  tree: [
    `CREATE TEMP TABLE network_rebuild_tree ON COMMIT DROP AS SELECT member_id, parent_id, joined_at FROM network_members`,
    `CREATE UNIQUE INDEX ON network_rebuild_tree (member_id)`,
    `CREATE INDEX ON network_rebuild_tree (parent_id)`,
    `ANALYZE network_rebuild_tree`,
  ],
  nestedLoopsOnly: [`SET LOCAL enable_hashjoin = off`, `SET LOCAL enable_mergejoin = off`],
  plannerDefaults: [`RESET enable_hashjoin`, `RESET enable_mergejoin`],
  levels: `
    CREATE TEMP TABLE network_rebuild_levels ON COMMIT DROP AS
    WITH RECURSIVE walk (member_id, parent_id, joined_at, level) AS (
      SELECT member_id, parent_id, joined_at, 0 FROM network_rebuild_tree m
       WHERE m.parent_id IS NULL
          OR NOT EXISTS (SELECT 1 FROM network_rebuild_tree p WHERE p.member_id = m.parent_id)
      UNION ALL
      SELECT c.member_id, c.parent_id, c.joined_at, w.level + 1
        FROM walk w JOIN network_rebuild_tree c ON c.parent_id = w.member_id
       WHERE w.level < $1)
    SELECT * FROM walk`,
  levelsIndexed: [`CREATE INDEX ON network_rebuild_levels (level)`, `ANALYZE network_rebuild_levels`],
  deepestLevel: `SELECT coalesce(max(level), 0) AS deepest FROM network_rebuild_levels`,

  /**
   * The paths of one level are kept apart as well as written, in one of two scratch tables taken in
   * turn: the next level reads its parents' paths there, not in the closure, which has no index
   * while it is rebuilt (and a chain's level would otherwise scan all of it).
   */
  levelPaths: [0, 1].map(
    (i) =>
      `CREATE TEMP TABLE network_rebuild_paths_${i} (ancestor_id uuid, depth int, member_id uuid) ON COMMIT DROP`,
  ),
  /** Empties the scratch table of level $1 (it held the paths of level $1 - 2). */
  clearLevelPaths: (level: number) => `TRUNCATE network_rebuild_paths_${level % 2}`,

  /**
   * The paths to the members of level $1: from their parent, and from each of its ancestors one
   * longer (the paths of level $1 - 1). At level 0 only the path from a parent that is not a
   * member, as a join under it writes.
   */
  closureLevel: (level: number) => `
    WITH paths AS (
      SELECT l.parent_id AS ancestor_id, 1 AS depth, l.joined_at, l.member_id
        FROM network_rebuild_levels l WHERE l.level = $1 AND l.parent_id IS NOT NULL
      UNION ALL
      SELECT p.ancestor_id, p.depth + 1, l.joined_at, l.member_id
        FROM network_rebuild_levels l JOIN network_rebuild_paths_${(level + 1) % 2} p ON p.member_id = l.parent_id
       WHERE l.level = $1),
    written AS (
      INSERT INTO network_closure (ancestor_id, depth, joined_at, member_id) SELECT * FROM paths)
    INSERT INTO network_rebuild_paths_${level % 2} (ancestor_id, depth, member_id)
    SELECT ancestor_id, depth, member_id FROM paths`,

  /** Every tier of every ancestor, from the paths and the units: one grouping, in key order. */
  tiers: `
    INSERT INTO network_tiers (ancestor_id, depth, members, units)
    SELECT c.ancestor_id, c.depth, count(*), coalesce(sum(u.units), 0)
      FROM network_closure c LEFT JOIN network_units u ON u.member_id = c.member_id
     GROUP BY c.ancestor_id, c.depth
     ORDER BY c.ancestor_id, c.depth`,
};
