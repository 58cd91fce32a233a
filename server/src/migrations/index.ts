import { EventLog1763800000000 } from './1763800000000-event-log';
import { EventConsumers1763800001000 } from './1763800001000-event-consumers';
import { Identity1763800000100 } from './1763800000100-identity';
import { Configuration1763800000200 } from './1763800000200-configuration';
import { UnitsLedger1763800000300 } from './1763800000300-units-ledger';
import { LedgerIdempotencyKeys1763800005000 } from './1763800005000-ledger-idempotency-keys';
import { UserLanguage1763800002000 } from './1763800002000-user-language';
import { LedgerVerificationRuns1763800004000 } from './1763800004000-ledger-verification-runs';
import { LedgerTrxNumbers1763800006000 } from './1763800006000-ledger-trx-numbers';
import { TrxNumbersListedRows1763800006100 } from './1763800006100-trx-numbers-listed-rows';
import { EmailCodePurpose1763800010000 } from './1763800010000-email-code-purpose';
import { StoredFiles1763800012000 } from './1763800012000-stored-files';
import { ReceiptsPayments1763800020000 } from './1763800020000-receipts-payments';
import { BackOffice1764000200000 } from './1764000200000-back-office';
import { CardPaymentsRefunded1764000400000 } from './1764000400000-card-payments-refunded';
import { PaymentListIndexes1764000300000 } from './1764000300000-payment-list-indexes';
import { ReferralNetwork1764000100000 } from './1764000100000-referral-network';
import { UsersSearchIndexes1764000500000 } from './1764000500000-users-search-indexes';
import { OnePayTypeVocabulary1764000631000 } from './1764000631000-one-pay-type-vocabulary';
import { CardChargeReconciliation1764000900000 } from './1764000900000-card-charge-reconciliation';
import { ActivationPendingIndex1764100000000 } from './1764100000000-activation-pending-index';
import { NetworkUnitDeductionsDropped1764200000000 } from './1764200000000-network-unit-deductions-dropped';
import { Seasons1764300000000 } from './1764300000000-seasons';
import { SeasonPools1764300000100 } from './1764300000100-season-pools';
import { ContactMessages1764400000000 } from './1764400000000-contact-messages';
import { UsersReferralsPageIndex1764500000000 } from './1764500000000-users-referrals-page-index';
import { ReceiptsRequestKey1764600000000 } from './1764600000000-receipts-request-key';

/** Every migration, in order. The schema comes only from here: never `synchronize`. */
export const migrations = [
  EventLog1763800000000,
  Identity1763800000100,
  Configuration1763800000200,
  UnitsLedger1763800000300,
  EventConsumers1763800001000,
  LedgerIdempotencyKeys1763800005000,
  UserLanguage1763800002000,
  LedgerVerificationRuns1763800004000,
  LedgerTrxNumbers1763800006000,
  TrxNumbersListedRows1763800006100,
  EmailCodePurpose1763800010000,
  StoredFiles1763800012000,
  ReceiptsPayments1763800020000,
  BackOffice1764000200000,
  CardPaymentsRefunded1764000400000,
  PaymentListIndexes1764000300000,
  ReferralNetwork1764000100000,
  UsersSearchIndexes1764000500000,
  OnePayTypeVocabulary1764000631000,
  CardChargeReconciliation1764000900000,
  ActivationPendingIndex1764100000000,
  NetworkUnitDeductionsDropped1764200000000,
  Seasons1764300000000,
  SeasonPools1764300000100,
  ContactMessages1764400000000,
  UsersReferralsPageIndex1764500000000,
  ReceiptsRequestKey1764600000000,
];
