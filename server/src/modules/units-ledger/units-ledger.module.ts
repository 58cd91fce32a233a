import { Global, Module } from '@nestjs/common';
import { ConfigurationModule } from '../configuration';
import { IdentityModule, MemberBalances } from '../identity';
import { AgreementMailer } from './application/agreement-mailer';
import { AgreementEmailReaction } from './application/reactions/agreement-email.reaction';
import { LedgerVerifier } from './application/ledger-verifier';
import { UnitsLedger } from './application/units-ledger.service';
import { IdempotentCalls } from './application/idempotency/idempotent-calls';
import { TransactionViews } from './application/transaction-views';
import { IdempotencyKeysRepository } from './infrastructure/idempotency-keys.repository';
import { TrxNumbers } from './infrastructure/trx-numbers.repository';
import { TrxNumbersProjection } from './application/projections/trx-numbers.projection';
import { LEDGER_USE_CASE_CONTROLLERS, LEDGER_USE_CASE_HANDLERS } from './units-ledger.use-cases';
import { verifyLedgerControllers, verifyLedgerProviders } from './verify-ledger/verify-ledger.providers';

/**
 * The append-only unit ledger: accounts, transfers, postings and balances. Global because identity
 * reads balances through its MemberBalances port, which this module supplies.
 */
@Global()
@Module({
  imports: [ConfigurationModule, IdentityModule],
  controllers: [...LEDGER_USE_CASE_CONTROLLERS, ...verifyLedgerControllers],
  providers: [
    ...LEDGER_USE_CASE_HANDLERS,
    TransactionViews,
    IdempotentCalls,
    IdempotencyKeysRepository,
    UnitsLedger,
    LedgerVerifier,
    AgreementMailer,
    AgreementEmailReaction,
    TrxNumbers,
    TrxNumbersProjection,
    { provide: MemberBalances, useExisting: UnitsLedger },
    ...verifyLedgerProviders,
  ],
  exports: [UnitsLedger, LedgerVerifier, MemberBalances, IdempotentCalls],
})
export class UnitsLedgerModule {}
