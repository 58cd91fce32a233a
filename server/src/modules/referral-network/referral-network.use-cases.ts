import { AssignParentController } from './application/commands/assign-parent/assign-parent.http.controller';
import { AssignParentHandler } from './application/commands/assign-parent/assign-parent.handler';

/** One entry per use case folder: its HTTP controller(s) and its command or query handler. */
export const NETWORK_USE_CASE_CONTROLLERS = [AssignParentController];

export const NETWORK_USE_CASE_HANDLERS = [AssignParentHandler];
