/**
 * A transfer's life, as rules without a database. Rows never change: a transfer's state follows
 * from the rows that reference it (its post or void, the reversal of it or of its post).
 *
 *   pending --post--> done --reverse--> reversed
 *      \----void----> voided
 *   transfer (posted at once) --reverse--> reversed
 *
 * The statements of the write path enforce the same rules with unique indexes (one post or void
 * per pending transfer, one reversal per transfer); the facade asks this class why a statement
 * wrote nothing, and the lists show its state.
 */
export type TransferType = 'transfer' | 'pending' | 'post' | 'void' | 'reversal';
export type TransferState = 'pending' | 'done' | 'voided' | 'reversed' | 'reversal';
export type Resolution = 'post' | 'void';

/** Why the ledger refused a command. */
export const LedgerRefusalCode = {
  transferNotFound: 'LEDGER.TRANSFER_NOT_FOUND',
  notPending: 'LEDGER.NOT_PENDING',
  alreadyResolved: 'LEDGER.ALREADY_RESOLVED',
  alreadyReversed: 'LEDGER.ALREADY_REVERSED',
  cannotReverse: 'LEDGER.CANNOT_REVERSE',
  reversalWouldOverdraw: 'LEDGER.REVERSAL_WOULD_OVERDRAW',
  noLoyaltyToDeduct: 'LEDGER.NO_LOYALTY_TO_DEDUCT',
  loyaltyOverdrawn: 'LEDGER.LOYALTY_OVERDRAWN',
  idempotencyKeyReused: 'LEDGER.IDEMPOTENCY_KEY_REUSED',
} as const;
export type LedgerRefusalCode = (typeof LedgerRefusalCode)[keyof typeof LedgerRefusalCode];

export class LedgerRefusal extends Error {
  constructor(readonly code: LedgerRefusalCode) {
    super(code);
  }
}

export class Transfer {
  /**
   * @param resolution the post or void of a pending transfer, if any
   * @param reversed whether the transfer (for a pending one: its post) has a reversal
   */
  constructor(
    readonly type: TransferType,
    readonly resolution: Resolution | null = null,
    readonly reversed = false,
  ) {}

  /** The one rule "a pending transfer not yet posted or voided". */
  get isOpenPending(): boolean {
    return this.type === 'pending' && this.resolution === null;
  }

  get state(): TransferState {
    if (this.type === 'reversal') return 'reversal';
    if (this.type === 'void') return 'voided';
    if (this.isOpenPending) return 'pending';
    if (this.type === 'pending' && this.resolution === 'void') return 'voided';
    return this.reversed ? 'reversed' : 'done';
  }

  /** A pending transfer is posted or voided once. */
  resolve(): void {
    if (this.type !== 'pending') throw new LedgerRefusal(LedgerRefusalCode.notPending);
    if (!this.isOpenPending) throw new LedgerRefusal(LedgerRefusalCode.alreadyResolved);
  }

  /**
   * "Deleting" appends a row, and this says which: an open pending transfer is voided; a posted
   * transfer (or the post of a pending one) is reversed once; nothing else can be deleted.
   */
  reverse(): 'void' | 'reversal' {
    if (this.isOpenPending) return 'void';
    if (this.type === 'pending' && this.resolution === 'void')
      throw new LedgerRefusal(LedgerRefusalCode.alreadyResolved);
    if (this.type !== 'transfer' && this.type !== 'post' && this.type !== 'pending')
      throw new LedgerRefusal(LedgerRefusalCode.cannotReverse);
    if (this.reversed) throw new LedgerRefusal(LedgerRefusalCode.alreadyReversed);
    return 'reversal';
  }
}

/**
 * Whether free units may be taken from a member holding `available`: members never go below zero.
 * Null when allowed.
 */
export function deductionRefusal(available: number, units: number): LedgerRefusalCode | null {
  if (available <= 0) return LedgerRefusalCode.noLoyaltyToDeduct;
  if (available < units) return LedgerRefusalCode.loyaltyOverdrawn;
  return null;
}
