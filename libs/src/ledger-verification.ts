// The ledger verification contract (ADR 0014): what a run reports, shared by the server and the audit page.

export const VERIFICATION_STATUSES = ['queued', 'running', 'passed', 'failed', 'errored'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** The order a run goes through; each phase is checked in chunks, each chunk a checkpoint. */
export const VERIFICATION_PHASES = ['census', 'transfers', 'balances', 'chain', 'anchors', 'done'] as const;
export type VerificationPhase = (typeof VERIFICATION_PHASES)[number];

export const LEDGER_ACCOUNT_KINDS = ['member_paid', 'member_loyalty', 'issuer', 'loyalty_issuer'] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

export interface VerificationMember {
  id: string;
  fullName: string;
  email: string;
}

/** An account as people know it: whose (null for the issuers) and which kind of units. */
export interface VerificationAccount {
  kind: LedgerAccountKind;
  member: VerificationMember | null;
}

export interface UnitsAndCents {
  units: number;
  cents: number;
}

/** One broken rule. `message` says it in English words for logs and the CLI; the page builds its own. */
export type VerificationProblem = { message: string } & (
  | { check: 'transfer-sum'; transferNo: string; sum: UnitsAndCents }
  | { check: 'transfer-legs'; transferNo: string; type: string; legs: number; expected: number }
  | { check: 'posting-count'; postings: number; movingTransfers: number }
  | { check: 'balance'; account: VerificationAccount; balance: UnitsAndCents; postings: UnitsAndCents }
  | { check: 'pending-units'; account: VerificationAccount; pendingUnits: number; expected: number }
  | { check: 'negative-balance'; account: VerificationAccount; units: number }
  | { check: 'event-hash'; seq: string; type: string }
  | { check: 'events-skipped'; count: number }
  /** A line of the anchor file not signed with the anchor key (ADR 0019). */
  | { check: 'anchor-unsigned'; line: number }
  /** A line of the anchor file naming a key that is neither the current nor a listed previous one (ADR 0049). */
  | { check: 'anchor-unknown-key'; line: number; keyId: string }
  /** An anchored seal no longer in the database: the log's newest events were deleted. */
  | { check: 'anchor-missing'; sealNo: string; anchoredAt: string; head: string }
  /** An anchored seal with another hash than anchored: the log was rewritten and rehashed. */
  | { check: 'anchor-rewritten'; sealNo: string; anchoredAt: string }
);
export type VerificationCheck = VerificationProblem['check'];

export interface VerificationCounts {
  accounts: number;
  transfers: number;
  postings: number;
  events: number;
  /** Signed anchors of the chain's head, kept outside the database, checked against it. */
  anchors: number;
}

/** A run as `GET /api/admin/ledger/verify/last` and `POST /api/admin/ledger/verify` answer it. */
export interface VerificationRunView {
  id: string;
  status: VerificationStatus;
  requestedBy: VerificationMember | null;
  requestedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  phase: VerificationPhase;
  /** Checkpoints written so far, and how many times the run resumed from one after an interruption. */
  chunks: number;
  resumed: number;
  counts: VerificationCounts;
  /** Committed events the sealer has not chained yet: normal during a burst, not a failure. */
  pendingEvents: number;
  problemCount: number;
  problems: VerificationProblem[];
  error: string | null;
}
