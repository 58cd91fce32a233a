import { SetPayoutController } from './application/commands/set-payout/set-payout.http.controller';
import { SetPayoutHandler } from './application/commands/set-payout/set-payout.handler';
import { ExportPoolCsvController } from './application/queries/export-pool-csv/export-pool-csv.http.controller';
import { ExportPoolCsvHandler } from './application/queries/export-pool-csv/export-pool-csv.query-handler';
import { GetMyPoolsController } from './application/queries/get-my-pools/get-my-pools.http.controller';
import { GetMyPoolsHandler } from './application/queries/get-my-pools/get-my-pools.query-handler';
import { GetPoolMapController } from './application/queries/get-pool-map/get-pool-map.http.controller';
import { GetPoolMapHandler } from './application/queries/get-pool-map/get-pool-map.query-handler';
import { GetPoolPageController } from './application/queries/get-pool-page/get-pool-page.http.controller';
import { GetPoolPageHandler } from './application/queries/get-pool-page/get-pool-page.query-handler';
import { GetSeasonUnitsController } from './application/queries/get-season-units/get-season-units.http.controller';
import { GetSeasonUnitsHandler } from './application/queries/get-season-units/get-season-units.query-handler';
import { ListMySeasonsController } from './application/queries/list-my-seasons/list-my-seasons.http.controller';
import { ListMySeasonsHandler } from './application/queries/list-my-seasons/list-my-seasons.query-handler';
import { SeasonUnitsProjection } from './application/projections/season-units.projection';
import { PoolTables } from './application/pool-tables';
import { PoolViews } from './application/pool-views';
import { PoolRowsReads } from './infrastructure/pool-rows.reads';
import { SeasonReads } from './infrastructure/season-reads';

/** The season units and pools half of the module (ADR 0036): one entry per use case folder. */
export const POOLS_USE_CASE_CONTROLLERS = [
  SetPayoutController,
  ExportPoolCsvController,
  GetMyPoolsController,
  GetPoolMapController,
  GetPoolPageController,
  GetSeasonUnitsController,
  ListMySeasonsController,
];

export const POOLS_PROVIDERS = [
  SetPayoutHandler,
  ExportPoolCsvHandler,
  GetMyPoolsHandler,
  GetPoolMapHandler,
  GetPoolPageHandler,
  GetSeasonUnitsHandler,
  ListMySeasonsHandler,
  SeasonUnitsProjection,
  PoolTables,
  PoolViews,
  PoolRowsReads,
  SeasonReads,
];
