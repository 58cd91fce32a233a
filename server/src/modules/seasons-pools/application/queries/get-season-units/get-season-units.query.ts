import { Query } from '@nestjs/cqrs';
import type { SeasonUnitsReport } from '@app/libs';

/** A page of users with their units per season, and every member's units per season. */
export class GetSeasonUnitsQuery extends Query<SeasonUnitsReport> {
  constructor(
    readonly page: number,
    readonly perPage: number,
    readonly search: string,
  ) {
    super();
  }
}
