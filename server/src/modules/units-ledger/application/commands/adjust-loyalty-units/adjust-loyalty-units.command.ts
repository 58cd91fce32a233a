import { Command } from '@nestjs/cqrs';
import type { LoyaltyResult } from '@app/libs';
import type { IdempotentOutcome } from '../../idempotency/idempotent-calls';

/** An admin adds free (loyalty) units to a member, or deducts them (never below zero). */
export class AdjustLoyaltyUnitsCommand extends Command<IdempotentOutcome<LoyaltyResult>> {
  constructor(
    readonly actorId: string,
    readonly idempotencyKey: string,
    readonly memberId: string,
    readonly units: number,
  ) {
    super();
  }
}
