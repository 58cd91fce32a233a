/**
 * The statements that keep the network's read models (ADR 0024). Costs: a join writes one closure
 * row and one tier row per ancestor (O(depth)); a change of units updates one tier row per
 * ancestor; moving a subtree rewrites its closure rows towards its old and new ancestors.
 */
/** The figures of $1's subtree per depth below $1, $1 itself at depth 0. */
const SUBTREE_PROFILE = `profile AS (
      SELECT 0 AS depth, 1::bigint AS members,
             coalesce((SELECT units FROM network_units WHERE member_id = $1), 0) AS units
      UNION ALL
      SELECT depth, members, units FROM network_tiers WHERE ancestor_id = $1)`;

export const ReadModelSql = {
  // The app's role may not TRUNCATE (ADR 0019): a rebuild deletes the rows.
  reset: [
    `DELETE FROM network_tiers`,
    `DELETE FROM network_closure`,
    `DELETE FROM network_members`,
    `DELETE FROM network_units`,
  ],

  /** $1 member, $2 parent or null, $3 joined at; nothing when the member is there already. */
  insertMember: `INSERT INTO network_members (member_id, parent_id, joined_at) VALUES ($1, $2, $3)
     ON CONFLICT (member_id) DO NOTHING RETURNING member_id`,
  /** $1 member, $2 its new number of children more (or less). */
  countChildren: `UPDATE network_members SET children_count = children_count + $2 WHERE member_id = $1`,
  /**
   * $1 member, $2 parent, $3 joined at: its paths from every ancestor (the parent's paths one
   * longer), and it and its units in each of those ancestors' tiers. One statement: the paths just
   * written are not read again.
   */
  joinPathsAndTiers: `
    WITH paths AS (
      INSERT INTO network_closure (ancestor_id, depth, joined_at, member_id)
      SELECT $2::uuid, 1, $3::timestamptz, $1::uuid
      UNION ALL
      SELECT ancestor_id, depth + 1, $3::timestamptz, $1::uuid FROM network_closure WHERE member_id = $2::uuid
      RETURNING ancestor_id, depth)
    INSERT INTO network_tiers (ancestor_id, depth, members, units)
    SELECT ancestor_id, depth, 1, coalesce((SELECT units FROM network_units WHERE member_id = $1::uuid), 0)
      FROM paths
    ON CONFLICT (ancestor_id, depth)
      DO UPDATE SET members = network_tiers.members + 1, units = network_tiers.units + excluded.units`,

  /**
   * Takes the subtree of $1 out of the tiers of $1's current ancestors (the rows emptied are
   * dropped by dropEmptyTiers).
   */
  subtractSubtreeTiers: `
    WITH ${SUBTREE_PROFILE},
    change AS (
      SELECT a.ancestor_id, a.depth + p.depth AS depth, p.members, p.units
        FROM network_closure a CROSS JOIN profile p WHERE a.member_id = $1)
    UPDATE network_tiers t SET members = t.members - c.members, units = t.units - c.units
      FROM change c WHERE t.ancestor_id = c.ancestor_id AND t.depth = c.depth`,
  /** Adds the subtree of $1 to the tiers of $1's current ancestors. */
  addSubtreeTiers: `
    WITH ${SUBTREE_PROFILE}
    INSERT INTO network_tiers AS t (ancestor_id, depth, members, units)
    SELECT a.ancestor_id, a.depth + p.depth, p.members, p.units
      FROM network_closure a CROSS JOIN profile p WHERE a.member_id = $1
    ON CONFLICT (ancestor_id, depth)
      DO UPDATE SET members = t.members + excluded.members, units = t.units + excluded.units`,
  dropEmptyTiers: `DELETE FROM network_tiers t USING network_closure a
     WHERE a.member_id = $1 AND t.ancestor_id = a.ancestor_id AND t.members = 0`,
  /** Forgets the paths from $1's ancestors to $1 and everything below it. */
  detachSubtree: `
    DELETE FROM network_closure c
     USING (SELECT ancestor_id FROM network_closure WHERE member_id = $1) a,
           (SELECT $1::uuid AS member_id UNION ALL SELECT member_id FROM network_closure WHERE ancestor_id = $1) s
     WHERE c.ancestor_id = a.ancestor_id AND c.member_id = s.member_id`,
  /** Paths from $2 (the new parent) and its ancestors to $1 and everything below it. */
  attachSubtree: `
    WITH up AS (
      SELECT $2::uuid AS ancestor_id, 1 AS depth
      UNION ALL
      SELECT ancestor_id, depth + 1 FROM network_closure WHERE member_id = $2::uuid),
    down AS (
      SELECT $1::uuid AS member_id, 0 AS depth, (SELECT joined_at FROM network_members WHERE member_id = $1) AS joined_at
      UNION ALL
      SELECT member_id, depth, joined_at FROM network_closure WHERE ancestor_id = $1)
    INSERT INTO network_closure (ancestor_id, depth, joined_at, member_id)
    SELECT up.ancestor_id, up.depth + down.depth, down.joined_at, down.member_id FROM up CROSS JOIN down`,
  parentOf: `SELECT parent_id FROM network_members WHERE member_id = $1`,
  /** $1 member, $2 new parent or null. */
  setParent: `UPDATE network_members SET parent_id = $2 WHERE member_id = $1`,
  /** $1 a member without children any more, leaving the tree. */
  remove: [
    `DELETE FROM network_closure WHERE member_id = $1 OR ancestor_id = $1`,
    `DELETE FROM network_tiers WHERE ancestor_id = $1`,
    `DELETE FROM network_members WHERE member_id = $1`,
  ],
};

/**
 * The same as `insertMember`, `countChildren` and `joinPathsAndTiers` for a run of joins at once,
 * in one statement each: $1 members, $2 parents (null: top-level), $3 join dates, in log order.
 * A member's ancestors inside the run are found by walking the run; beyond it, from the closure
 * (read once per ancestor where the run meets the existing tree).
 */
export const JoinRunSql = {
  members: `
    WITH j AS (SELECT DISTINCT ON (member_id) * FROM unnest($1::uuid[], $2::uuid[], $3::timestamptz[]) WITH ORDINALITY
                 AS j(member_id, parent_id, joined_at, n) ORDER BY member_id, n),
    fresh AS (
      INSERT INTO network_members (member_id, parent_id, joined_at)
      SELECT member_id, parent_id, joined_at FROM j ON CONFLICT (member_id) DO NOTHING
      RETURNING member_id, parent_id)
    SELECT member_id, parent_id FROM fresh`,
  children: `
    UPDATE network_members m SET children_count = m.children_count + c.n
      FROM (SELECT parent_id, count(*)::int AS n FROM unnest($1::uuid[]) AS p(parent_id) GROUP BY parent_id) c
     WHERE m.member_id = c.parent_id`,
  pathsAndTiers: `
    WITH RECURSIVE j AS (
      SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::timestamptz[]) AS j(member_id, parent_id, joined_at)),
    up (member_id, joined_at, ancestor_id, depth) AS (
      SELECT member_id, joined_at, parent_id, 1 FROM j WHERE parent_id IS NOT NULL
      UNION ALL
      SELECT up.member_id, up.joined_at, j.parent_id, up.depth + 1
        FROM up JOIN j ON j.member_id = up.ancestor_id WHERE j.parent_id IS NOT NULL),
    boundary AS (
      SELECT DISTINCT up.ancestor_id FROM up WHERE NOT EXISTS (SELECT 1 FROM j WHERE j.member_id = up.ancestor_id)),
    beyond AS (
      SELECT b.ancestor_id AS boundary_id, c.ancestor_id, c.depth
        FROM boundary b CROSS JOIN LATERAL (
          SELECT ancestor_id, depth FROM network_closure WHERE member_id = b.ancestor_id) c),
    paths AS (
      SELECT member_id, joined_at, ancestor_id, depth FROM up
      UNION ALL
      SELECT up.member_id, up.joined_at, o.ancestor_id, up.depth + o.depth
        FROM up JOIN beyond o ON o.boundary_id = up.ancestor_id),
    written AS (
      INSERT INTO network_closure (ancestor_id, depth, joined_at, member_id)
      SELECT ancestor_id, depth, joined_at, member_id FROM paths
      RETURNING ancestor_id, depth, member_id)
    INSERT INTO network_tiers AS t (ancestor_id, depth, members, units)
    SELECT w.ancestor_id, w.depth, count(*), coalesce(sum(u.units), 0)
      FROM written w LEFT JOIN network_units u ON u.member_id = w.member_id
     GROUP BY w.ancestor_id, w.depth
    ON CONFLICT (ancestor_id, depth)
      DO UPDATE SET members = t.members + excluded.members, units = t.units + excluded.units`,
  /** Changes of units, $1 members and $2 their summed deltas. */
  units: `
    WITH d AS (SELECT * FROM unnest($1::uuid[], $2::bigint[]) AS d(member_id, delta)),
    kept AS (
      INSERT INTO network_units (member_id, units) SELECT member_id, delta FROM d
      ON CONFLICT (member_id) DO UPDATE SET units = network_units.units + excluded.units)
    UPDATE network_tiers t SET units = t.units + s.delta
      FROM (SELECT c.ancestor_id, c.depth, sum(d.delta) AS delta
              FROM d JOIN network_closure c ON c.member_id = d.member_id GROUP BY c.ancestor_id, c.depth) s
     WHERE t.ancestor_id = s.ancestor_id AND t.depth = s.depth`,
};
