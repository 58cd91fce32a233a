import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { NetworkSearchHit } from '@app/libs';
import { UserDirectory } from '../../../../identity';
import { NetworkPeople } from '../../network-people';
import { SearchNetworkQuery } from './search-network.query';

/** How many of the directory's best matches are looked for in the downline, and how many hits shown. */
const CANDIDATES = 100;
const HITS = 20;

@QueryHandler(SearchNetworkQuery)
export class SearchNetworkHandler implements IQueryHandler<SearchNetworkQuery> {
  constructor(
    private readonly network: NetworkPeople,
    private readonly directory: UserDirectory,
  ) {}

  async execute({ memberId, text }: SearchNetworkQuery): Promise<NetworkSearchHit[]> {
    if (text.trim() === '') return [];
    const matches = await this.directory.search(text, CANDIDATES, { membersOnly: true });
    const tiers = await this.network.reads.tiersBelow(
      memberId,
      matches.map((m) => m.id),
    );
    const hits = matches.filter((m) => tiers.has(m.id)).slice(0, HITS);
    return Promise.all(
      hits.map(async (person) => {
        const tier = tiers.get(person.id)!;
        return {
          id: person.id,
          fullName: person.fullName,
          email: person.email,
          profile: person.profile,
          path: await this.network.reads.pathBelow(person.id, tier),
          tier,
        };
      }),
    );
  }
}
