import { Query } from '@nestjs/cqrs';
import type { SeasonView } from '../../seasons';

/** Every season, oldest first, the current one last. */
export class ListSeasonsQuery extends Query<SeasonView[]> {}
