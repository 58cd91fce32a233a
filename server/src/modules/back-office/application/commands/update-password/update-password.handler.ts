import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../../platform';
import { UserAccounts } from '../../../../identity';
import { staffChangeRefusal } from '../../../domain/staff-rules';
import { usersError } from '../../users-errors';
import { UpdatePasswordCommand } from './update-password.command';

@CommandHandler(UpdatePasswordCommand)
export class UpdatePasswordHandler implements ICommandHandler<UpdatePasswordCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly accounts: UserAccounts,
  ) {}

  async execute({ admin, userId, password, confirmation }: UpdatePasswordCommand): Promise<void> {
    await this.uow.run(async (tx) => {
      const user = await this.accounts.lock(tx, userId);
      const refusal = staffChangeRefusal(admin.role, user.role);
      if (refusal) throw usersError(refusal);
      await this.accounts.setPassword(tx, user.id, password, confirmation, admin.id);
    });
  }
}
