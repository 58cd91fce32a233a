import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { TREE_PAGE_SIZE, type TreeLevel } from '@app/libs';
import { notFound } from '../../../../../platform';
import { NetworkMessages } from '../../../domain/tree-rules';
import { NetworkPeople } from '../../network-people';
import { GetUserTreeQuery } from './get-user-tree.query';

@QueryHandler(GetUserTreeQuery)
export class GetUserTreeHandler implements IQueryHandler<GetUserTreeQuery> {
  constructor(private readonly network: NetworkPeople) {}

  async execute({ rootId, parentId, page }: GetUserTreeQuery): Promise<TreeLevel> {
    if (!(await this.network.people([rootId])).has(rootId))
      throw notFound(NetworkMessages.memberNotFound, 'NETWORK.MEMBER_NOT_FOUND');
    const node = parentId ?? rootId;
    // Another member's part of the tree does not exist for the caller.
    if (node !== rootId && (await this.network.reads.depthBelow(rootId, node)) === null)
      throw notFound(NetworkMessages.notInNetwork, 'NETWORK.NOT_IN_NETWORK');
    return this.network.treeLevel(node, page, TREE_PAGE_SIZE);
  }
}
