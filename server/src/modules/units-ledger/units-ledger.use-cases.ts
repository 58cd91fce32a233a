import { AdjustLoyaltyUnitsController } from './application/commands/adjust-loyalty-units/adjust-loyalty-units.http.controller';
import { AdjustLoyaltyUnitsHandler } from './application/commands/adjust-loyalty-units/adjust-loyalty-units.handler';
import { ApprovePendingController } from './application/commands/approve-pending/approve-pending.http.controller';
import { ApprovePendingHandler } from './application/commands/approve-pending/approve-pending.handler';
import { DeleteTransactionController } from './application/commands/delete-transaction/delete-transaction.http.controller';
import { DeleteTransactionHandler } from './application/commands/delete-transaction/delete-transaction.handler';
import { TransferUnitsController } from './application/commands/transfer-units/transfer-units.http.controller';
import { TransferUnitsHandler } from './application/commands/transfer-units/transfer-units.handler';
import { VoidPendingController } from './application/commands/void-pending/void-pending.http.controller';
import { VoidPendingHandler } from './application/commands/void-pending/void-pending.handler';
import { ExportTransfersCsvController } from './application/queries/export-transfers-csv/export-transfers-csv.http.controller';
import { ExportTransfersCsvHandler } from './application/queries/export-transfers-csv/export-transfers-csv.query-handler';
import {
  GetAnyAgreementController,
  GetMyAgreementController,
} from './application/queries/get-agreement/get-agreement.http.controller';
import { GetAgreementHandler } from './application/queries/get-agreement/get-agreement.query-handler';
import { ListMemberPurchasesController } from './application/queries/list-member-purchases/list-member-purchases.http.controller';
import { ListMemberPurchasesHandler } from './application/queries/list-member-purchases/list-member-purchases.query-handler';
import { GetStatementController } from './application/queries/get-statement/get-statement.http.controller';
import { GetStatementHandler } from './application/queries/get-statement/get-statement.query-handler';
import { GetTransactionController } from './application/queries/get-transaction/get-transaction.http.controller';
import { GetTransactionHandler } from './application/queries/get-transaction/get-transaction.query-handler';
import { ListAuditTransfersController } from './application/queries/list-audit-transfers/list-audit-transfers.http.controller';
import { ListAuditTransfersHandler } from './application/queries/list-audit-transfers/list-audit-transfers.query-handler';
import { ListLedgerEventsController } from './application/queries/list-ledger-events/list-ledger-events.http.controller';
import { ListLedgerEventsHandler } from './application/queries/list-ledger-events/list-ledger-events.query-handler';
import { ListLoyaltyLogsController } from './application/queries/list-loyalty-logs/list-loyalty-logs.http.controller';
import { ListLoyaltyLogsHandler } from './application/queries/list-loyalty-logs/list-loyalty-logs.query-handler';
import { ListMyTransactionsController } from './application/queries/list-my-transactions/list-my-transactions.http.controller';
import { ListMyTransactionsHandler } from './application/queries/list-my-transactions/list-my-transactions.query-handler';
import { ListTransactionsController } from './application/queries/list-transactions/list-transactions.http.controller';
import { ListTransactionsHandler } from './application/queries/list-transactions/list-transactions.query-handler';

/** One entry per use case folder: its HTTP controller and its command or query handler. */
export const LEDGER_USE_CASE_CONTROLLERS = [
  TransferUnitsController,
  ApprovePendingController,
  VoidPendingController,
  DeleteTransactionController,
  AdjustLoyaltyUnitsController,
  ListMyTransactionsController,
  ListTransactionsController,
  GetTransactionController,
  ListLoyaltyLogsController,
  ListAuditTransfersController,
  GetStatementController,
  ExportTransfersCsvController,
  ListLedgerEventsController,
  GetMyAgreementController,
  GetAnyAgreementController,
  ListMemberPurchasesController,
];

export const LEDGER_USE_CASE_HANDLERS = [
  TransferUnitsHandler,
  ApprovePendingHandler,
  VoidPendingHandler,
  DeleteTransactionHandler,
  AdjustLoyaltyUnitsHandler,
  ListMyTransactionsHandler,
  ListTransactionsHandler,
  GetTransactionHandler,
  ListLoyaltyLogsHandler,
  ListAuditTransfersHandler,
  GetStatementHandler,
  ExportTransfersCsvHandler,
  ListLedgerEventsHandler,
  GetAgreementHandler,
  ListMemberPurchasesHandler,
];
