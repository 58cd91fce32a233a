// The ledger's public API: the only way other modules move or read units.
export { UnitsLedgerModule } from './units-ledger.module';
export { UnitsLedger, type TransferResult } from './application/units-ledger.service';
export type { TransferCommand, LoyaltyCommand, MemberBalance } from './application/ledger-commands';
export { LedgerVerifier, type LedgerReport } from './application/ledger-verifier';
export * from './domain/ledger.events';
export { dollarsToCents, centsToDollars } from './domain/ledger-rules';
// Idempotency-Key handling for other modules' unit-moving calls (ADR 0015): one store of keys.
export { IdempotentCalls, type IdempotentOutcome } from './application/idempotency/idempotent-calls';
export {
  ApiIdempotencyKey,
  IdempotencyKeyHeader,
  requireIdempotencyKey,
} from './interface/http/idempotency-key';
export { keyedAnswer } from './interface/http/keyed-answer';
export { UnitCount } from './interface/http/unit-count.validators';
