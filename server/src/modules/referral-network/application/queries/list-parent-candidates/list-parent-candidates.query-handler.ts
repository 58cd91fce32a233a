import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { NetworkCandidatesPage } from '@app/libs';
import { notFound } from '../../../../../platform';
import { UserDirectory } from '../../../../identity';
import { NetworkMessages } from '../../../domain/tree-rules';
import { pageOffset } from '../../../interface/http/paging';
import { NetworkPeople } from '../../network-people';
import { ListParentCandidatesQuery } from './list-parent-candidates.query';

@QueryHandler(ListParentCandidatesQuery)
export class ListParentCandidatesHandler implements IQueryHandler<ListParentCandidatesQuery> {
  constructor(
    private readonly network: NetworkPeople,
    private readonly directory: UserDirectory,
  ) {}

  async execute({
    memberId,
    search,
    page,
    perPage,
  }: ListParentCandidatesQuery): Promise<NetworkCandidatesPage> {
    if (!(await this.network.people([memberId])).has(memberId))
      throw notFound(NetworkMessages.memberNotFound, 'NETWORK.MEMBER_NOT_FOUND');
    // The downline is left out by the directory's query, so that pages and the total are exact.
    const excluding = [memberId, ...(await this.network.reads.downlineIds(memberId))];
    const { rows, total } = await this.directory.membersPage(
      search,
      excluding,
      perPage,
      pageOffset(page, perPage),
    );
    return {
      data: rows.map((r) => ({ id: r.id, fullName: r.fullName, email: r.email })),
      total,
      page,
      per_page: perPage,
    };
  }
}
