import type { DataSource } from 'typeorm';
import type { TierInfo } from '@app/libs';

export interface MemberFigures {
  member_id: string;
  joined_at: Date;
  units: number;
}
export interface ChildRow {
  member_id: string;
  children_count: number;
  units: number;
}

const num = (value: unknown) => Number(value ?? 0);

/** The network's read models, as the queries read them (ADR 0024). */
export class NetworkReads {
  constructor(private readonly dataSource: DataSource) {}

  /** Max, total and units of a member's downline: one row per tier, no walk of the tree. */
  async tierInfo(memberId: string): Promise<TierInfo> {
    const [row] = await this.dataSource.query(
      `SELECT coalesce(max(depth), 0) AS max, coalesce(sum(members), 0) AS total, coalesce(sum(units), 0) AS units
         FROM network_tiers WHERE ancestor_id = $1 AND members > 0`,
      [memberId],
    );
    return { max: num(row.max), total: num(row.total), total_units: num(row.units) };
  }

  async tierTotals(ancestorId: string, depth: number): Promise<{ total: number; units: number }> {
    const [row] = await this.dataSource.query(
      `SELECT members, units FROM network_tiers WHERE ancestor_id = $1 AND depth = $2`,
      [ancestorId, depth],
    );
    return { total: num(row?.members), units: num(row?.units) };
  }

  /** Members of the tier who joined in [from, until), and their units. */
  async tierTotalsBetween(ancestorId: string, depth: number, from: Date, until: Date) {
    const [row] = await this.dataSource.query(
      `SELECT count(*) AS total, coalesce(sum(u.units), 0) AS units
         FROM network_closure c LEFT JOIN network_units u ON u.member_id = c.member_id
        WHERE c.ancestor_id = $1 AND c.depth = $2 AND c.joined_at >= $3 AND c.joined_at < $4`,
      [ancestorId, depth, from, until],
    );
    return { total: num(row.total), units: num(row.units) };
  }

  /** A page of the tier, earliest joiners first; the range is optional. */
  async tierMembers(
    ancestorId: string,
    depth: number,
    range: { from: Date | null; until: Date | null },
    limit: number,
    offset: number,
  ): Promise<MemberFigures[]> {
    const rows: MemberFigures[] = await this.dataSource.query(
      `SELECT c.member_id, c.joined_at, coalesce(u.units, 0) AS units
         FROM network_closure c LEFT JOIN network_units u ON u.member_id = c.member_id
        WHERE c.ancestor_id = $1 AND c.depth = $2
          AND ($3::timestamptz IS NULL OR (c.joined_at >= $3 AND c.joined_at < $4))
        ORDER BY c.joined_at, c.member_id LIMIT $5 OFFSET $6`,
      [ancestorId, depth, range.from, range.until, limit, offset],
    );
    return rows.map((r) => ({ ...r, units: num(r.units) }));
  }

  /** How many levels `memberId` is below `ancestorId`, or null when it is not below it. */
  async depthBelow(ancestorId: string, memberId: string): Promise<number | null> {
    const [row] = await this.dataSource.query(
      `SELECT depth FROM network_closure WHERE member_id = $1 AND ancestor_id = $2`,
      [memberId, ancestorId],
    );
    return row ? num(row.depth) : null;
  }

  /** Which of `memberIds` are below `ancestorId`, with their tier. */
  async tiersBelow(ancestorId: string, memberIds: string[]): Promise<Map<string, number>> {
    if (memberIds.length === 0) return new Map();
    const rows: Array<{ member_id: string; depth: number }> = await this.dataSource.query(
      `SELECT member_id, depth FROM network_closure WHERE member_id = ANY($1::uuid[]) AND ancestor_id = $2`,
      [memberIds, ancestorId],
    );
    return new Map(rows.map((r) => [r.member_id, num(r.depth)]));
  }

  /** The ancestors of `memberId` strictly below the one `tier` levels up, top first. */
  async pathBelow(memberId: string, tier: number): Promise<string[]> {
    const rows: Array<{ ancestor_id: string }> = await this.dataSource.query(
      `SELECT ancestor_id FROM network_closure WHERE member_id = $1 AND depth < $2 ORDER BY depth DESC`,
      [memberId, tier],
    );
    return rows.map((r) => r.ancestor_id);
  }

  async member(memberId: string): Promise<{ parent_id: string | null; children_count: number } | null> {
    const [row] = await this.dataSource.query(
      `SELECT parent_id, children_count FROM network_members WHERE member_id = $1`,
      [memberId],
    );
    return row ? { parent_id: row.parent_id, children_count: num(row.children_count) } : null;
  }

  /** A page of a member's direct referrals, earliest first. */
  async children(parentId: string, limit: number, offset: number): Promise<ChildRow[]> {
    const rows: ChildRow[] = await this.dataSource.query(
      `SELECT m.member_id, m.children_count, coalesce(u.units, 0) AS units
         FROM network_members m LEFT JOIN network_units u ON u.member_id = m.member_id
        WHERE m.parent_id = $1 ORDER BY m.joined_at, m.member_id LIMIT $2 OFFSET $3`,
      [parentId, limit, offset],
    );
    return rows.map((r) => ({ ...r, children_count: num(r.children_count), units: num(r.units) }));
  }

  /** Every member below `ancestorId` (to leave them out of its parent candidates). */
  async downlineIds(ancestorId: string): Promise<string[]> {
    const rows: Array<{ member_id: string }> = await this.dataSource.query(
      `SELECT member_id FROM network_closure WHERE ancestor_id = $1`,
      [ancestorId],
    );
    return rows.map((r) => r.member_id);
  }
}
