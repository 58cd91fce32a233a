import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { TierInfo } from '@app/libs';
import { NetworkPeople } from '../../network-people';
import { GetUserTiersQuery } from './get-user-tiers.query';

@QueryHandler(GetUserTiersQuery)
export class GetUserTiersHandler implements IQueryHandler<GetUserTiersQuery> {
  constructor(private readonly network: NetworkPeople) {}

  execute({ memberId }: GetUserTiersQuery): Promise<TierInfo> {
    return this.network.reads.tierInfo(memberId);
  }
}
