import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../../platform';
import { PayoutSet } from '../../../domain/pool.events';
import { PoolTablesSql as Sql } from '../../../infrastructure/pool-tables.statements';
import { PoolErrors } from '../../pool-errors';
import { PoolTables } from '../../pool-tables';
import { SetPayoutCommand } from './set-payout.command';

/**
 * Writes the payout and, in the same transaction, the shares of the season's pool table when one
 * exists (else they are computed with the table). Setting it again recomputes them.
 */
@CommandHandler(SetPayoutCommand)
export class SetPayoutHandler implements ICommandHandler<SetPayoutCommand> {
  constructor(
    private readonly work: UnitOfWork,
    private readonly tables: PoolTables,
  ) {}

  async execute({ seasonNo, payoutCents, actorId }: SetPayoutCommand): Promise<void> {
    await this.work.run(async (tx) => {
      const [season] = await tx.manager.query(Sql.payoutForUpdate, [seasonNo]);
      if (!season) throw PoolErrors.seasonNotFound();
      await tx.manager.query(Sql.setPayout, [seasonNo, payoutCents]);
      if (await this.tables.table(tx.manager, seasonNo))
        await this.tables.writeShares(tx.manager, seasonNo, payoutCents);
      tx.record(
        new PayoutSet(
          String(seasonNo),
          { seasonNo, payoutCents, previousCents: season.payout ?? null },
          actorId,
        ),
      );
    });
  }
}
