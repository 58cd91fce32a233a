import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork, type Transaction } from '../../../../../platform';
import { nextSeasonNo, seasonName } from '../../../domain/season';
import { SeasonLocked, SeasonOpened } from '../../../domain/season.events';
import {
  SeasonLockStatements as Lock,
  type DueSchedule,
} from '../../../infrastructure/season-lock.statements';
import { SeasonSchedulesRepository } from '../../../infrastructure/season-schedules.repository';
import { LockSeasonCommand, type LockedSeason } from './lock-season.command';

/** A job ran before its schedule's instant by the database's clock: BullMQ retries it shortly. */
export class LockNotDueYet extends Error {}

@CommandHandler(LockSeasonCommand)
export class LockSeasonHandler implements ICommandHandler<LockSeasonCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly schedules: SeasonSchedulesRepository,
  ) {}

  async execute({ scheduleId }: LockSeasonCommand): Promise<LockedSeason[]> {
    const locked: LockedSeason[] = [];
    for (;;) {
      const one = await this.uow.run((tx) => this.lockEarliestDue(tx));
      if (!one) break;
      locked.push(one);
    }
    if (scheduleId && (await this.stillWaiting(scheduleId))) throw new LockNotDueYet(scheduleId);
    return locked;
  }

  /**
   * The exactly-once guard (ADR 0035): under the season lock, a schedule row locked FOR UPDATE that
   * is still `scheduled` and due is the only one that may close the current season, and it leaves
   * `fired` in the same transaction. A second worker, a retry or a restart finds it fired; a delete
   * that got the row first leaves it `deleted`.
   */
  private async lockEarliestDue(tx: Transaction): Promise<LockedSeason | null> {
    const m = tx.manager;
    await Lock.serialise(m);
    let due: DueSchedule | null;
    // FOR UPDATE ... LIMIT 1 answers nothing when a delete of the earliest row commits meanwhile.
    while (!(due = await Lock.earliestDue(m))) if (!(await Lock.anyDue(m))) return null;
    const season = await Lock.currentForUpdate(m);
    const next = nextSeasonNo(season.no);
    const lockedAt = await Lock.close(m, season.no, due.lockDate);
    const startedAt = await Lock.open(m, next, seasonName(next));
    await Lock.markFired(m, due.id, season.no);
    tx.record(
      new SeasonLocked(String(season.no), {
        seasonNo: season.no,
        name: season.name,
        lockDate: due.lockDate,
        lockedAt: lockedAt.toISOString(),
        scheduleId: due.id,
        nextSeasonNo: next,
      }),
      new SeasonOpened(String(next), {
        seasonNo: next,
        name: seasonName(next),
        startedAt: startedAt.toISOString(),
      }),
    );
    return { scheduleId: due.id, seasonNo: season.no, nextSeasonNo: next };
  }

  private async stillWaiting(scheduleId: string): Promise<boolean> {
    const [row] = await this.schedules.statusOf(scheduleId);
    return row?.status === 'scheduled';
  }
}
