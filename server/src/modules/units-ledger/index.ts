// The ledger's public API: the only way other modules move or read units.
export { UnitsLedgerModule } from './units-ledger.module';
export { UnitsLedger, type TransferResult } from './application/units-ledger.service';
export type { TransferCommand, LoyaltyCommand, MemberBalance } from './application/ledger-commands';
export { LedgerVerifier, type LedgerReport } from './application/ledger-verifier';
// The latest verification run (the Ledger Audit page's query), for the operations metrics.
export { LastVerification } from './verify-ledger/last-verification.query';
// The ledger's event contract (ADR 0034): payload types per stored type, and the one answer to
// "by how much did this event change each member's accounts".
export * from './domain/ledger.events';
export { unitChangesOf, unitsByMember, ReversalNotUpcast, type LoggedEvent } from './domain/unit-changes';
export { upcastLedgerEvents } from './infrastructure/legacy-reversals';
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
