import { Global, Module } from '@nestjs/common';
import { ConfigurationModule } from '../configuration';
import { IdentityModule, MemberBalances } from '../identity';
import { AgreementMailer } from './application/agreement-mailer';
import { LedgerVerifier } from './application/ledger-verifier';
import { UnitsLedger } from './application/units-ledger.service';
import { LedgerAuditController } from './interface/http/ledger-audit.controller';
import { LoyaltyController } from './interface/http/loyalty.controller';
import { TransactionsController } from './interface/http/transactions.controller';
import { verifyLedgerControllers, verifyLedgerProviders } from './verify-ledger/verify-ledger.providers';

/**
 * The append-only unit ledger: accounts, transfers, postings and balances. Global because identity
 * reads balances through its MemberBalances port, which this module supplies.
 */
@Global()
@Module({
  imports: [ConfigurationModule, IdentityModule],
  controllers: [TransactionsController, LoyaltyController, LedgerAuditController, ...verifyLedgerControllers],
  providers: [
    UnitsLedger,
    LedgerVerifier,
    AgreementMailer,
    { provide: MemberBalances, useExisting: UnitsLedger },
    ...verifyLedgerProviders,
  ],
  exports: [UnitsLedger, LedgerVerifier, MemberBalances],
})
export class UnitsLedgerModule {}
