import { Command } from '@nestjs/cqrs';

/** An admin deletes a schedule that has not fired: it will never lock a season. */
export class DeleteScheduleCommand extends Command<void> {
  constructor(
    readonly actorId: string,
    /** As sent: text that names no schedule (not even a uuid) is 404 SEASON.SCHEDULE_NOT_FOUND. */
    readonly scheduleId: string,
  ) {
    super();
  }
}
