import { DeleteScheduleController } from './application/commands/delete-schedule/delete-schedule.http.controller';
import { DeleteScheduleHandler } from './application/commands/delete-schedule/delete-schedule.handler';
import { LockSeasonHandler } from './application/commands/lock-season/lock-season.handler';
import { StoreSeasonScheduleController } from './application/commands/store/store-season-schedule.http.controller';
import { StoreSeasonScheduleHandler } from './application/commands/store/store-season-schedule.handler';
import { ListSeasonsController } from './application/queries/list-seasons/list-seasons.http.controller';
import { ListSeasonsHandler } from './application/queries/list-seasons/list-seasons.query-handler';
import { ScheduledSeasonsController } from './application/queries/scheduled-seasons/scheduled-seasons.http.controller';
import { ScheduledSeasonsHandler } from './application/queries/scheduled-seasons/scheduled-seasons.query-handler';

/** The seasons' use cases (ADR 0035): one entry per folder, its controller and its handler. */
export const SEASONS_USE_CASE_CONTROLLERS = [
  StoreSeasonScheduleController,
  DeleteScheduleController,
  ScheduledSeasonsController,
  ListSeasonsController,
];

export const SEASONS_USE_CASE_HANDLERS = [
  StoreSeasonScheduleHandler,
  DeleteScheduleHandler,
  LockSeasonHandler,
  ScheduledSeasonsHandler,
  ListSeasonsHandler,
];
