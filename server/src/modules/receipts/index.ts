// The receipts module's public API (payments and receipts, ADR 0022).
export { ReceiptsModule } from './receipts.module';
export * from './domain/receipts.events';
export { PaymentGateway } from './application/payments/gateway/payment-gateway';
export { MemberPaymentAdmin, type CreationPayment } from './application/member-payment-admin';
export { RECEIPT_RULES } from './application/receipt-files';
export { checkedForm } from './interface/http/checked-form';
