import { AssignParentController } from './application/commands/assign-parent/assign-parent.http.controller';
import { AssignParentHandler } from './application/commands/assign-parent/assign-parent.handler';
import { FetchTierLevelController } from './application/queries/fetch-tier-level/fetch-tier-level.http.controller';
import { FetchTierLevelHandler } from './application/queries/fetch-tier-level/fetch-tier-level.query-handler';
import { GetNetworkPlacementController } from './application/queries/get-network-placement/get-network-placement.http.controller';
import { GetNetworkPlacementHandler } from './application/queries/get-network-placement/get-network-placement.query-handler';
import { GetUserTiersController } from './application/queries/get-user-tiers/get-user-tiers.http.controller';
import { GetUserTiersHandler } from './application/queries/get-user-tiers/get-user-tiers.query-handler';
import { GetAdminUserTreeController } from './application/queries/get-user-tree/get-admin-user-tree.http.controller';
import { GetUserTreeController } from './application/queries/get-user-tree/get-user-tree.http.controller';
import { GetUserTreeHandler } from './application/queries/get-user-tree/get-user-tree.query-handler';
import { ListParentCandidatesController } from './application/queries/list-parent-candidates/list-parent-candidates.http.controller';
import { ListParentCandidatesHandler } from './application/queries/list-parent-candidates/list-parent-candidates.query-handler';
import { SearchNetworkController } from './application/queries/search-network/search-network.http.controller';
import { SearchNetworkHandler } from './application/queries/search-network/search-network.query-handler';

/** One entry per use case folder: its HTTP controller(s) and its command or query handler. */
export const NETWORK_USE_CASE_CONTROLLERS = [
  AssignParentController,
  GetUserTiersController,
  FetchTierLevelController,
  GetUserTreeController,
  GetAdminUserTreeController,
  SearchNetworkController,
  GetNetworkPlacementController,
  ListParentCandidatesController,
];

export const NETWORK_USE_CASE_HANDLERS = [
  AssignParentHandler,
  GetUserTiersHandler,
  FetchTierLevelHandler,
  GetUserTreeHandler,
  SearchNetworkHandler,
  GetNetworkPlacementHandler,
  ListParentCandidatesHandler,
];
