import { Injectable } from '@nestjs/common';
import type { TopLeader } from '@app/libs';
import { DataSource } from 'typeorm';
import { UserDirectory } from '../../identity';
import { NetworkTreeRepository } from '../infrastructure/network-tree.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_LEADERS = 100;

/** What other modules may ask the network (its facade, exported by index.ts). */
@Injectable()
export class ReferralNetwork {
  private readonly tree = new NetworkTreeRepository();

  constructor(
    private readonly dataSource: DataSource,
    private readonly directory: UserDirectory,
  ) {}

  /** true when memberId is in ancestorId's downline (at any depth); false for the same id. */
  async isInDownline(ancestorId: string, memberId: string): Promise<boolean> {
    if (!UUID.test(ancestorId) || !UUID.test(memberId) || ancestorId === memberId) return false;
    // The tree itself, not a read model: right even before the projection caught up.
    return (await this.tree.ancestors(this.dataSource.manager, memberId)).includes(ancestorId);
  }

  /** The member's parent, or null (top-level or unknown). */
  async parentOf(memberId: string): Promise<{ id: string; fullName: string; email: string } | null> {
    if (!UUID.test(memberId)) return null;
    const row = await this.tree.find(this.dataSource.manager, memberId);
    if (!row?.parent_id) return null;
    const parent = (await this.directory.summaries([row.parent_id])).get(row.parent_id);
    return parent ? { id: parent.id, fullName: parent.fullName, email: parent.email } : null;
  }

  /**
   * Most direct referrals first (ties: earlier joiners first); members without referrals are no
   * leaders. Deleted users left the tree, so they are never among them.
   */
  async topLeaders(limit: number): Promise<TopLeader[]> {
    const count = Math.min(Math.max(Math.trunc(limit) || 0, 0), MAX_LEADERS);
    if (count === 0) return [];
    const rows: Array<{ member_id: string; joined_at: Date; children_count: number }> =
      await this.dataSource.query(
        `SELECT member_id, joined_at, children_count FROM network_members
          WHERE children_count > 0 ORDER BY children_count DESC, joined_at, member_id LIMIT $1`,
        [count],
      );
    const people = await this.directory.summaries(rows.map((r) => r.member_id));
    return rows.flatMap((r) => {
      const person = people.get(r.member_id);
      if (!person || person.deleted) return [];
      return [
        {
          id: r.member_id,
          fullName: person.fullName,
          email: person.email,
          profile: person.profile,
          created_at: new Date(r.joined_at).toISOString(),
          referrals_count: r.children_count,
        },
      ];
    });
  }
}
