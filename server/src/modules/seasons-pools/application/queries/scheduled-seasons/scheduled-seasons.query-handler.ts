import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SeasonSchedulesRepository } from '../../../infrastructure/season-schedules.repository';
import { ScheduledSeasonsQuery, type ScheduledSeasonView } from './scheduled-seasons.query';

@QueryHandler(ScheduledSeasonsQuery)
export class ScheduledSeasonsHandler implements IQueryHandler<ScheduledSeasonsQuery> {
  constructor(private readonly schedules: SeasonSchedulesRepository) {}

  async execute(): Promise<{ scheduledSeasons: ScheduledSeasonView[] }> {
    const rows = await this.schedules.waiting();
    return {
      scheduledSeasons: rows.map((r) => ({
        id: r.id,
        date: r.lockDate,
        lockAt: r.lockAt.toISOString(),
        createdAt: r.createdAt.toISOString(),
      })),
    };
  }
}
