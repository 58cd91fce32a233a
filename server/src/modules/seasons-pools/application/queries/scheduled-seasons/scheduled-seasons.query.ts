import { Query } from '@nestjs/cqrs';

export interface ScheduledSeasonView {
  id: string;
  date: string;
  lockAt: string;
  createdAt: string;
}

/** The locks still waiting, by date. */
export class ScheduledSeasonsQuery extends Query<{ scheduledSeasons: ScheduledSeasonView[] }> {}
