import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Role } from '@app/libs';
import { notFound } from '../../../../../platform';
import { UserAccounts } from '../../../../identity';
import { MemberPaymentAdmin } from '../../../../receipts';
import { UpdatePaymentStatusCommand } from './update-payment-status.command';

@CommandHandler(UpdatePaymentStatusCommand)
export class UpdatePaymentStatusHandler implements ICommandHandler<UpdatePaymentStatusCommand> {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly payments: MemberPaymentAdmin,
  ) {}

  /** Members only: staff never pay (nor receive units). */
  async execute({ actorId, memberId, status }: UpdatePaymentStatusCommand): Promise<void> {
    const member = await this.accounts.find(memberId);
    if (!member || member.role !== Role.User) throw notFound('User not found', 'USER.NOT_FOUND');
    await this.payments.setPaymentStatus(member.id, status, actorId);
  }
}
