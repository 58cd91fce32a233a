import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { NetworkPlacement } from '@app/libs';
import { notFound } from '../../../../../platform';
import { NetworkMessages } from '../../../domain/tree-rules';
import { NetworkPeople } from '../../network-people';
import { ReferralNetwork } from '../../referral-network.service';
import { GetNetworkPlacementQuery } from './get-network-placement.query';

@QueryHandler(GetNetworkPlacementQuery)
export class GetNetworkPlacementHandler implements IQueryHandler<GetNetworkPlacementQuery> {
  constructor(
    private readonly network: NetworkPeople,
    private readonly tree: ReferralNetwork,
  ) {}

  async execute({ userId }: GetNetworkPlacementQuery): Promise<NetworkPlacement> {
    if (!(await this.network.people([userId])).has(userId))
      throw notFound(NetworkMessages.memberNotFound, 'NETWORK.MEMBER_NOT_FOUND');
    const [parent, member, tiers] = await Promise.all([
      this.tree.parentOf(userId),
      this.network.reads.member(userId),
      this.network.reads.tierInfo(userId),
    ]);
    return { parent, children_count: member?.children_count ?? 0, tiers };
  }
}
