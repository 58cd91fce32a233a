import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { isUUID } from 'class-validator';
import { UnitOfWork } from '../../../../../platform';
import { deletionRefusal, SeasonRefusal } from '../../../domain/season-schedule';
import { ScheduleDeleted } from '../../../domain/season.events';
import { SeasonSchedulesRepository } from '../../../infrastructure/season-schedules.repository';
import { answeringRefusals } from '../../errors';
import { SeasonLockJobs } from '../../lock/season-lock-jobs';
import { DeleteScheduleCommand } from './delete-schedule.command';

@CommandHandler(DeleteScheduleCommand)
export class DeleteScheduleHandler implements ICommandHandler<DeleteScheduleCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly schedules: SeasonSchedulesRepository,
    private readonly jobs: SeasonLockJobs,
  ) {}

  execute({ actorId, scheduleId }: DeleteScheduleCommand): Promise<void> {
    return answeringRefusals(() =>
      this.uow.run(async (tx) => {
        // The row lock orders us against a lock in flight: it fires first (then we refuse) or sees `deleted`.
        const row = isUUID(scheduleId) ? await this.schedules.forUpdate(tx.manager, scheduleId) : null;
        const refusal = deletionRefusal(row?.status ?? null);
        if (refusal || !row) throw new SeasonRefusal(refusal ?? 'SEASON.SCHEDULE_NOT_FOUND');
        await this.schedules.markDeleted(tx.manager, row.id);
        tx.record(new ScheduleDeleted(row.id, { scheduleId: row.id, lockDate: row.lockDate }, actorId));
        // Tidiness only: a job left behind finds the schedule deleted and does nothing.
        tx.afterCommit(() => this.jobs.remove(row.id));
      }),
    );
  }
}
