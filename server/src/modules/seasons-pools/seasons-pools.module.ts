import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity';
import { SeasonLockJobs } from './application/lock/season-lock-jobs';
import { SeasonLockProcessor } from './application/lock/season-lock.processor';
import { SeasonLockSweeper } from './application/lock/season-lock-sweeper';
import { SeasonClock } from './application/season-clock';
import { Seasons } from './application/seasons';
import { SeasonSchedulesRepository } from './infrastructure/season-schedules.repository';
import { SeasonsRepository } from './infrastructure/seasons.repository';
import { POOLS_PROVIDERS, POOLS_USE_CASE_CONTROLLERS } from './pools.use-cases';
import { SEASONS_USE_CASE_CONTROLLERS, SEASONS_USE_CASE_HANDLERS } from './seasons.use-cases';

/**
 * Seasons and their reward pools. Seasons (ADR 0035): admins schedule the current season's lock; a
 * delayed job, backed by a sweep, locks it exactly once and opens the next. Season units and pools
 * (ADR 0036): a projection of the ledger's, the network's and the seasons' events.
 */
@Module({
  // Identity's users page and directory.
  imports: [IdentityModule],
  controllers: [...SEASONS_USE_CASE_CONTROLLERS, ...POOLS_USE_CASE_CONTROLLERS],
  providers: [
    ...SEASONS_USE_CASE_HANDLERS,
    ...POOLS_PROVIDERS,
    SeasonsRepository,
    SeasonSchedulesRepository,
    Seasons,
    SeasonClock,
    SeasonLockJobs,
    SeasonLockProcessor,
    SeasonLockSweeper,
  ],
  exports: [Seasons],
})
export class SeasonsPoolsModule {}
