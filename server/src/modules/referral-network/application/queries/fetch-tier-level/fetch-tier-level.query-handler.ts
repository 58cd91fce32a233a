import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { TierLevelPage } from '@app/libs';
import { NetworkPeople } from '../../network-people';
import { pageOffset } from '../../../interface/http/paging';
import { FetchTierLevelQuery } from './fetch-tier-level.query';

@QueryHandler(FetchTierLevelQuery)
export class FetchTierLevelHandler implements IQueryHandler<FetchTierLevelQuery> {
  constructor(private readonly network: NetworkPeople) {}

  async execute({ memberId, range }: FetchTierLevelQuery): Promise<TierLevelPage> {
    const { reads } = this.network;
    const { index, from, until, page, perPage } = range;
    // Without a range the tier's figures are kept per tier: no scan of a large tier.
    const totals =
      from && until
        ? await reads.tierTotalsBetween(memberId, index, from, until)
        : await reads.tierTotals(memberId, index);
    const rows =
      totals.total > 0
        ? await reads.tierMembers(memberId, index, { from, until }, perPage, pageOffset(page, perPage))
        : [];
    const people = await this.network.people(rows.map((r) => r.member_id));
    return {
      data: rows.map((r) => {
        const person = people.get(r.member_id);
        return {
          id: r.member_id,
          fullName: person?.fullName ?? '',
          profile: person?.profile ?? null,
          b_units: r.units,
          created_at: new Date(r.joined_at).toISOString(),
        };
      }),
      total: totals.total,
      total_units: totals.units,
      page,
      per_page: perPage,
    };
  }
}
