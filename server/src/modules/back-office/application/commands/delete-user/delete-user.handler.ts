import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Role } from '@app/libs';
import { UnitOfWork } from '../../../../../platform';
import { UserAccounts } from '../../../../identity';
import { ReferralNetwork } from '../../../../referral-network';
import { deletionRefusal } from '../../../domain/staff-rules';
import { usersError } from '../../users-errors';
import { DeleteUserCommand } from './delete-user.command';

@CommandHandler(DeleteUserCommand)
export class DeleteUserHandler implements ICommandHandler<DeleteUserCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly accounts: UserAccounts,
    private readonly network: ReferralNetwork,
  ) {}

  /**
   * The user's row is locked while the parent is checked; the network then moves the children on
   * identity.UserDeleted (ADR 0025).
   */
  async execute({ actorId, userId, parent }: DeleteUserCommand): Promise<void> {
    await this.uow.run(async (tx) => {
      const user = await this.accounts.lock(tx, userId);
      const candidate = parent !== null && parent !== user.id ? await this.accounts.find(parent) : null;
      const refusal = deletionRefusal({
        userId: user.id,
        role: user.role,
        parentId: parent,
        // Staff are not in the network: only a member can take the children.
        parentExists: candidate?.role === Role.User,
        parentInDownline: candidate ? await this.network.isInDownline(user.id, candidate.id) : false,
      });
      if (refusal) throw usersError(refusal);
      await this.accounts.softDelete(tx, user.id, candidate?.id ?? null, actorId);
    });
  }
}
