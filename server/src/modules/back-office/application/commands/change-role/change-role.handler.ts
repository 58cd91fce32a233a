import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../../platform';
import { UserAccounts } from '../../../../identity';
import { roleChangeRefusal } from '../../../domain/staff-rules';
import { usersError } from '../../users-errors';
import { ChangeRoleCommand } from './change-role.command';

@CommandHandler(ChangeRoleCommand)
export class ChangeRoleHandler implements ICommandHandler<ChangeRoleCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly accounts: UserAccounts,
  ) {}

  /** Under the roles lock: two demotions at once cannot both see "another SuperAdmin is left". */
  async execute({ actorId, userId, role }: ChangeRoleCommand): Promise<void> {
    await this.uow.run(async (tx) => {
      await this.accounts.lockRoles(tx);
      const user = await this.accounts.lock(tx, userId);
      const refusal = roleChangeRefusal({
        currentRole: user.role,
        newRole: role,
        activeSuperAdmins: await this.accounts.superAdminCount(tx),
      });
      if (refusal) throw usersError(refusal);
      await this.accounts.changeRole(tx, user.id, role, actorId);
    });
  }
}
