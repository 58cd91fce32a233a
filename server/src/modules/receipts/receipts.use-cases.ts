import { AddPaymentMethodController } from './application/commands/add-payment-method/add-payment-method.http.controller';
import { AddPaymentMethodHandler } from './application/commands/add-payment-method/add-payment-method.handler';
import { ApproveMemberPaymentController } from './application/commands/approve-member-payment/approve-member-payment.http.controller';
import { ApproveMemberPaymentHandler } from './application/commands/approve-member-payment/approve-member-payment.handler';
import { ApproveReceiptController } from './application/commands/approve-receipt/approve-receipt.http.controller';
import { ApproveReceiptHandler } from './application/commands/approve-receipt/approve-receipt.handler';
import { ChoosePayLaterController } from './application/commands/choose-pay-later/choose-pay-later.http.controller';
import { ChoosePayLaterHandler } from './application/commands/choose-pay-later/choose-pay-later.handler';
import { CreateTestCardTokenController } from './application/commands/create-test-card-token/create-test-card-token.http.controller';
import { CreateTestCardTokenHandler } from './application/commands/create-test-card-token/create-test-card-token.handler';
import { DeletePaymentMethodController } from './application/commands/delete-payment-method/delete-payment-method.http.controller';
import { DeletePaymentMethodHandler } from './application/commands/delete-payment-method/delete-payment-method.handler';
import { MakeCardPreferredController } from './application/commands/make-card-preferred/make-card-preferred.http.controller';
import { MakeCardPreferredHandler } from './application/commands/make-card-preferred/make-card-preferred.handler';
import { PayNowController } from './application/commands/pay-now/pay-now.http.controller';
import { PayNowHandler } from './application/commands/pay-now/pay-now.handler';
import { ReceiveStripeWebhookController } from './application/commands/receive-stripe-webhook/receive-stripe-webhook.http.controller';
import { ReceiveStripeWebhookHandler } from './application/commands/receive-stripe-webhook/receive-stripe-webhook.handler';
import { RejectMemberPaymentController } from './application/commands/reject-member-payment/reject-member-payment.http.controller';
import { RejectMemberPaymentHandler } from './application/commands/reject-member-payment/reject-member-payment.handler';
import { RejectReceiptController } from './application/commands/reject-receipt/reject-receipt.http.controller';
import { RejectReceiptHandler } from './application/commands/reject-receipt/reject-receipt.handler';
import { StoreReceiptController } from './application/commands/store-receipt/store-receipt.http.controller';
import { StoreReceiptHandler } from './application/commands/store-receipt/store-receipt.handler';
import { SubmitLoanRequestController } from './application/commands/submit-loan-request/submit-loan-request.http.controller';
import { SubmitLoanRequestHandler } from './application/commands/submit-loan-request/submit-loan-request.handler';
import { UploadActivationReceiptController } from './application/commands/upload-activation-receipt/upload-activation-receipt.http.controller';
import { UploadActivationReceiptHandler } from './application/commands/upload-activation-receipt/upload-activation-receipt.handler';
import { GetPaymentGatewayController } from './application/queries/get-payment-gateway/get-payment-gateway.http.controller';
import { GetPaymentGatewayHandler } from './application/queries/get-payment-gateway/get-payment-gateway.query-handler';
import { GetPendingPaymentController } from './application/queries/get-pending-payment/get-pending-payment.http.controller';
import { GetPendingPaymentHandler } from './application/queries/get-pending-payment/get-pending-payment.query-handler';
import { GetReceiptFileController } from './application/queries/get-receipt-file/get-receipt-file.http.controller';
import { GetReceiptFileHandler } from './application/queries/get-receipt-file/get-receipt-file.query-handler';
import { GetReceiptVerificationController } from './application/queries/get-receipt-verification/get-receipt-verification.http.controller';
import { GetReceiptVerificationHandler } from './application/queries/get-receipt-verification/get-receipt-verification.query-handler';
import { ListLoanRequestsController } from './application/queries/list-loan-requests/list-loan-requests.http.controller';
import { ListLoanRequestsHandler } from './application/queries/list-loan-requests/list-loan-requests.query-handler';
import { ListMyReceiptsController } from './application/queries/list-my-receipts/list-my-receipts.http.controller';
import { ListMyReceiptsHandler } from './application/queries/list-my-receipts/list-my-receipts.query-handler';
import { ListPaymentMethodsController } from './application/queries/list-payment-methods/list-payment-methods.http.controller';
import { ListPaymentMethodsHandler } from './application/queries/list-payment-methods/list-payment-methods.query-handler';
import { ListPendingPaymentsController } from './application/queries/list-pending-payments/list-pending-payments.http.controller';
import { ListPendingPaymentsHandler } from './application/queries/list-pending-payments/list-pending-payments.query-handler';
import { ListReceiptVerificationUsersController } from './application/queries/list-receipt-verification-users/list-receipt-verification-users.http.controller';
import { ListReceiptVerificationUsersHandler } from './application/queries/list-receipt-verification-users/list-receipt-verification-users.query-handler';
import { ListReceiptsController } from './application/queries/list-receipts/list-receipts.http.controller';
import { ListReceiptsHandler } from './application/queries/list-receipts/list-receipts.query-handler';
import { ViewReceiptController } from './application/queries/view-receipt/view-receipt.http.controller';
import { ViewReceiptHandler } from './application/queries/view-receipt/view-receipt.query-handler';

/** One entry per use case folder: its HTTP controller and its command or query handler. */
export const RECEIPTS_USE_CASE_CONTROLLERS = [
  AddPaymentMethodController,
  ApproveMemberPaymentController,
  ApproveReceiptController,
  ChoosePayLaterController,
  CreateTestCardTokenController,
  DeletePaymentMethodController,
  MakeCardPreferredController,
  PayNowController,
  ReceiveStripeWebhookController,
  RejectMemberPaymentController,
  RejectReceiptController,
  StoreReceiptController,
  SubmitLoanRequestController,
  UploadActivationReceiptController,
  GetPaymentGatewayController,
  GetPendingPaymentController,
  GetReceiptFileController,
  GetReceiptVerificationController,
  ListLoanRequestsController,
  ListMyReceiptsController,
  ListPaymentMethodsController,
  ListPendingPaymentsController,
  ListReceiptVerificationUsersController,
  ListReceiptsController,
  ViewReceiptController,
];

export const RECEIPTS_USE_CASE_HANDLERS = [
  AddPaymentMethodHandler,
  ApproveMemberPaymentHandler,
  ApproveReceiptHandler,
  ChoosePayLaterHandler,
  CreateTestCardTokenHandler,
  DeletePaymentMethodHandler,
  MakeCardPreferredHandler,
  PayNowHandler,
  ReceiveStripeWebhookHandler,
  RejectMemberPaymentHandler,
  RejectReceiptHandler,
  StoreReceiptHandler,
  SubmitLoanRequestHandler,
  UploadActivationReceiptHandler,
  GetPaymentGatewayHandler,
  GetPendingPaymentHandler,
  GetReceiptFileHandler,
  GetReceiptVerificationHandler,
  ListLoanRequestsHandler,
  ListMyReceiptsHandler,
  ListPaymentMethodsHandler,
  ListPendingPaymentsHandler,
  ListReceiptVerificationUsersHandler,
  ListReceiptsHandler,
  ViewReceiptHandler,
];
