import { Query } from '@nestjs/cqrs';
import type { TreeLevel } from '@app/libs';

/**
 * One level of `rootId`'s genealogy: the referrals of `parentId` (of the root itself when null),
 * who must be in the root's downline.
 */
export class GetUserTreeQuery extends Query<TreeLevel> {
  constructor(
    readonly rootId: string,
    readonly parentId: string | null,
    readonly page: number,
  ) {
    super();
  }
}
