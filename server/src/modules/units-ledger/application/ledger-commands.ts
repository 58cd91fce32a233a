export interface TransferCommand {
  memberId: string;
  units: number;
  unitValueCents: number;
  narration: string;
  payType: string | null;
  /** Why the units moved: manual, purchase, receipt, pay-later, creation, ... */
  kind: string;
  actorId: string | null;
  idempotencyKey: string;
  links?: Record<string, string>;
  /** Pending: shown as Pending, counted in neither balance until posted. */
  pending?: boolean;
}

export interface LoyaltyCommand {
  memberId: string;
  /** Positive adds, negative deducts. */
  units: number;
  narration: string;
  actorId: string | null;
  idempotencyKey: string;
}

export interface MemberBalance {
  paidUnits: number;
  loyaltyUnits: number;
  cents: number;
  pendingUnits: number;
}
