import { Query } from '@nestjs/cqrs';
import type { NetworkCandidatesPage } from '@app/libs';

/** Who may become `memberId`'s parent: active members outside its downline, not itself. */
export class ListParentCandidatesQuery extends Query<NetworkCandidatesPage> {
  constructor(
    readonly memberId: string,
    readonly search: string,
    readonly page: number,
    readonly perPage: number,
  ) {
    super();
  }
}
