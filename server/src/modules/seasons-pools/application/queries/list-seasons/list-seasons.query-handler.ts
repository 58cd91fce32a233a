import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Seasons, type SeasonView } from '../../seasons';
import { ListSeasonsQuery } from './list-seasons.query';

@QueryHandler(ListSeasonsQuery)
export class ListSeasonsHandler implements IQueryHandler<ListSeasonsQuery> {
  constructor(private readonly seasons: Seasons) {}

  execute(): Promise<SeasonView[]> {
    return this.seasons.list();
  }
}
