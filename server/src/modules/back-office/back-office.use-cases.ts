import { CreateUserController } from './application/commands/create-user/create-user.http.controller';
import { CreateUserHandler } from './application/commands/create-user/create-user.handler';
import { DeleteUserController } from './application/commands/delete-user/delete-user.http.controller';
import { DeleteUserHandler } from './application/commands/delete-user/delete-user.handler';
import { GetDashboardController } from './application/queries/get-dashboard/get-dashboard.http.controller';
import { GetDashboardHandler } from './application/queries/get-dashboard/get-dashboard.query-handler';
import { ChangeRoleController } from './application/commands/change-role/change-role.http.controller';
import { ChangeRoleHandler } from './application/commands/change-role/change-role.handler';
import { UpdatePasswordController } from './application/commands/update-password/update-password.http.controller';
import { UpdatePasswordHandler } from './application/commands/update-password/update-password.handler';
import { UpdatePaymentStatusController } from './application/commands/update-payment-status/update-payment-status.http.controller';
import { UpdatePaymentStatusHandler } from './application/commands/update-payment-status/update-payment-status.handler';
import { ListUsersController } from './application/queries/list-users/list-users.http.controller';
import { ListUsersHandler } from './application/queries/list-users/list-users.query-handler';

/** One controller and one handler per use case (folders under application/). */
export const BACK_OFFICE_USE_CASE_CONTROLLERS = [
  ListUsersController,
  CreateUserController,
  UpdatePasswordController,
  ChangeRoleController,
  UpdatePaymentStatusController,
  DeleteUserController,
  GetDashboardController,
];

export const BACK_OFFICE_USE_CASE_HANDLERS = [
  ListUsersHandler,
  CreateUserHandler,
  UpdatePasswordHandler,
  ChangeRoleHandler,
  UpdatePaymentStatusHandler,
  DeleteUserHandler,
  GetDashboardHandler,
];
