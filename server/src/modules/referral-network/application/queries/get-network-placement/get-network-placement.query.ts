import { Query } from '@nestjs/cqrs';
import type { NetworkPlacement } from '@app/libs';

/** Where a user stands in the tree: parent, referrals and downline figures (user details screen). */
export class GetNetworkPlacementQuery extends Query<NetworkPlacement> {
  constructor(readonly userId: string) {
    super();
  }
}
