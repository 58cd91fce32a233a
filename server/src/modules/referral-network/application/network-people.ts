import { Injectable } from '@nestjs/common';
import type { TreeNode } from '@app/libs';
import { DataSource } from 'typeorm';
import { UserDirectory, type UserSummary } from '../../identity';
import { type ChildRow, NetworkReads } from '../infrastructure/network-reads';

/**
 * The read models with the people's names and photos, looked up by id for the page only through
 * identity's directory (the network keeps no copy of them).
 */
@Injectable()
export class NetworkPeople {
  readonly reads: NetworkReads;

  constructor(
    dataSource: DataSource,
    private readonly directory: UserDirectory,
  ) {
    this.reads = new NetworkReads(dataSource);
  }

  people(ids: string[]): Promise<Map<string, UserSummary>> {
    return this.directory.summaries(ids);
  }

  /** One level of the genealogy: `parentId`'s referrals, page by page. */
  async treeLevel(parentId: string, page: number, perPage: number) {
    const node = await this.reads.member(parentId);
    const rows: ChildRow[] = node ? await this.reads.children(parentId, perPage, (page - 1) * perPage) : [];
    const people = await this.people(rows.map((r) => r.member_id));
    const referrals: TreeNode[] = rows.map((r) => {
      const person = people.get(r.member_id);
      return {
        id: r.member_id,
        fullName: person?.fullName ?? '',
        profile: person?.profile ?? null,
        balance_units: r.units,
        children_count: r.children_count,
        referrals: [],
      };
    });
    return { referrals, total: node?.children_count ?? 0, page, per_page: perPage };
  }
}
