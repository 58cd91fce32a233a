import { Global, Module } from '@nestjs/common';
import { ConfigurationModule } from '../configuration';
import { IdentityModule, MemberBalances } from '../identity';
import { AgreementMailer } from './application/agreement-mailer';
import { ledgerCommandsProvider } from './application/group-commit.provider';
import { LedgerVerifier } from './application/ledger-verifier';
import { UnitsLedger } from './application/units-ledger.service';
import { LedgerAccounts } from './infrastructure/ledger-accounts';
import { LedgerWriter } from './infrastructure/ledger-writer';
import { LedgerAuditController } from './interface/http/ledger-audit.controller';
import { LoyaltyController } from './interface/http/loyalty.controller';
import { TransactionsController } from './interface/http/transactions.controller';

/**
 * The append-only unit ledger: accounts, transfers, postings and balances. Global because identity
 * reads balances through its MemberBalances port, which this module supplies.
 */
@Global()
@Module({
  imports: [ConfigurationModule, IdentityModule],
  controllers: [TransactionsController, LoyaltyController, LedgerAuditController],
  providers: [
    LedgerWriter,
    LedgerAccounts,
    ledgerCommandsProvider,
    UnitsLedger,
    LedgerVerifier,
    AgreementMailer,
    { provide: MemberBalances, useExisting: UnitsLedger },
  ],
  exports: [UnitsLedger, LedgerVerifier, MemberBalances],
})
export class UnitsLedgerModule {}
