import { Query } from '@nestjs/cqrs';
import type { NetworkSearchHit } from '@app/libs';

/** Members of `memberId`'s downline whose name or email matches, with the path to open the tree to them. */
export class SearchNetworkQuery extends Query<NetworkSearchHit[]> {
  constructor(
    readonly memberId: string,
    readonly text: string,
  ) {
    super();
  }
}
