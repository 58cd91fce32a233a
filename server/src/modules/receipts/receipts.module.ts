import { Global, Module, Logger } from '@nestjs/common';
import { AppConfig, jwtKeys } from '../../platform';
import { ConfigurationModule } from '../configuration';
import { IdentityModule, MemberPayments } from '../identity';
import { ActivationOpeningReaction } from './application/consumers/activation-opening.reaction';
import { DecisionEmailReaction } from './application/consumers/decision-email.reaction';
import { LedgerDecisionsReaction } from './application/consumers/ledger-decisions.reaction';
import { CardPayments } from './application/payments/card-payments';
import { PaymentGateway } from './application/payments/gateway/payment-gateway';
import { StripeGateway } from './application/payments/gateway/stripe-gateway';
import { TestGateway, TestGatewayCharges } from './application/payments/gateway/test-gateway';
import { CardReconciler } from './application/payments/card-reconciler';
import { LoanRequests } from './application/payments/loan-requests';
import { PaymentMethods } from './application/payments/payment-methods';
import { MemberSearch } from './application/payment-lists';
import { PaymentStates } from './application/payment-state.service';
import { MemberPaymentAdmin } from './application/member-payment-admin';
import { ReceiptDecisions } from './application/receipt-decisions';
import { ReceiptIntake } from './application/receipt-intake';
import { ReceiptReads } from './application/receipt-reads';
import { PendingPayments } from './application/pending-payments';
import { Prices } from './application/unit-price';
import { PaymentsRepository } from './infrastructure/payments.repository';
import { ReceiptsRepository } from './infrastructure/receipts.repository';
import { TestGatewayChargesRepository } from './infrastructure/test-gateway-charges.repository';
import { RECEIPTS_USE_CASE_CONTROLLERS, RECEIPTS_USE_CASE_HANDLERS } from './receipts.use-cases';

/** The configured card gateway (ADR 0022): Stripe with its keys, else the built-in test gateway. */
export function gatewayFor(config: AppConfig, testCharges: TestGatewayCharges): PaymentGateway {
  if (config.PAYMENT_GATEWAY === 'stripe')
    return new StripeGateway({
      secretKey: config.STRIPE_SECRET_KEY!,
      publishableKey: config.STRIPE_PUBLISHABLE_KEY!,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
      apiUrl: config.STRIPE_API_URL,
    });
  if (config.isProduction)
    new Logger('Payments').warn('PAYMENT_GATEWAY=test in production: card payments are not real');
  const [current, ...retired] = jwtKeys(config).all.map(({ key }) => key);
  return new TestGateway([current, ...retired], testCharges);
}

/**
 * What members pay with (ADR 0022): card payments through the gateway port, saved cards, loan
 * requests, and offline payments with receipts decided by admins. Global because identity reads the
 * payment state through its MemberPayments port, which this module supplies.
 */
@Global()
@Module({
  imports: [ConfigurationModule, IdentityModule],
  controllers: RECEIPTS_USE_CASE_CONTROLLERS,
  providers: [
    ...RECEIPTS_USE_CASE_HANDLERS,
    { provide: TestGatewayCharges, useClass: TestGatewayChargesRepository },
    { provide: PaymentGateway, useFactory: gatewayFor, inject: [AppConfig, TestGatewayCharges] },
    CardReconciler,
    ReceiptsRepository,
    PaymentsRepository,
    Prices,
    ReceiptDecisions,
    ReceiptIntake,
    ReceiptReads,
    PendingPayments,
    CardPayments,
    PaymentMethods,
    LoanRequests,
    MemberSearch,
    PaymentStates,
    MemberPaymentAdmin,
    LedgerDecisionsReaction,
    DecisionEmailReaction,
    ActivationOpeningReaction,
    { provide: MemberPayments, useExisting: PaymentStates },
  ],
  exports: [MemberPayments, MemberPaymentAdmin],
})
export class ReceiptsModule {}
