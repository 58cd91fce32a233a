import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppConfig, UnitOfWork } from '../../../../../platform';
import { isBeforeToday, startOfDayIn } from '../../../domain/operator-day';
import { SeasonRefusal, schedulingRefusal } from '../../../domain/season-schedule';
import { SeasonScheduled } from '../../../domain/season.events';
import { SeasonSchedulesRepository } from '../../../infrastructure/season-schedules.repository';
import { answeringRefusals } from '../../errors';
import { SeasonLockJobs } from '../../lock/season-lock-jobs';
import { SeasonClock } from '../../season-clock';
import { StoreSeasonScheduleCommand, type ScheduledLock } from './store-season-schedule.command';

@CommandHandler(StoreSeasonScheduleCommand)
export class StoreSeasonScheduleHandler implements ICommandHandler<StoreSeasonScheduleCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly schedules: SeasonSchedulesRepository,
    private readonly jobs: SeasonLockJobs,
    private readonly clock: SeasonClock,
    private readonly config: AppConfig,
  ) {}

  execute({ actorId, date }: StoreSeasonScheduleCommand): Promise<ScheduledLock> {
    const zone = this.config.OPERATOR_TIME_ZONE;
    const lockAt = startOfDayIn(date, zone);
    return answeringRefusals(() =>
      this.uow.run(async (tx) => {
        const refusal = schedulingRefusal({
          beforeToday: isBeforeToday(date, zone, this.clock.now()),
          dateTaken: await this.schedules.dateTaken(tx.manager, date),
        });
        if (refusal) throw new SeasonRefusal(refusal);
        const row = await this.schedules.insert(tx.manager, { lockDate: date, lockAt, createdBy: actorId });
        const facts = { scheduleId: row.id, lockDate: date, lockAt: lockAt.toISOString() };
        tx.record(new SeasonScheduled(row.id, facts, actorId));
        // After commit, so that the job never runs before its schedule exists; if Redis fails
        // here the schedule stands and the sweep locks it on time (ADR 0035).
        tx.afterCommit(() => this.jobs.enqueue(row.id, lockAt.getTime() - this.clock.now().getTime()));
        return { id: row.id, date, lockAt: facts.lockAt };
      }),
    );
  }
}
