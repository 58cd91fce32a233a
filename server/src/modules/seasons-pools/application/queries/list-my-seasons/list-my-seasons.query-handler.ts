import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { MySeason } from '@app/libs';
import { SeasonReads } from '../../../infrastructure/season-reads';
import { ListMySeasonsQuery } from './list-my-seasons.query';

@QueryHandler(ListMySeasonsQuery)
export class ListMySeasonsHandler implements IQueryHandler<ListMySeasonsQuery> {
  constructor(private readonly reads: SeasonReads) {}

  async execute({ memberId }: ListMySeasonsQuery): Promise<MySeason[]> {
    const [seasons, units] = await Promise.all([this.reads.seasons(), this.reads.unitsOf([memberId])]);
    const mine = units.get(memberId);
    return seasons.map((s) => ({
      id: s.current ? null : s.no,
      season_id: s.no,
      name: s.name,
      units: mine?.get(s.no) ?? 0,
      lockDate: s.lockDate,
    }));
  }
}
