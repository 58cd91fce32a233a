import { Command } from '@nestjs/cqrs';

/** Sets a season's payout (cents); the shares of its pools follow. */
export class SetPayoutCommand extends Command<void> {
  constructor(
    readonly seasonNo: number,
    readonly payoutCents: number,
    readonly actorId: string,
  ) {
    super();
  }
}
