import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Revocations, SessionUser, UnitOfWork } from '../../../../platform';
import { LoggedOut } from '../../domain/identity.events';

export class Logout extends Command<void> {
  constructor(readonly session: SessionUser) {
    super();
  }
}

@CommandHandler(Logout)
export class LogoutHandler implements ICommandHandler<Logout> {
  constructor(
    private readonly revocations: Revocations,
    private readonly uow: UnitOfWork,
  ) {}

  async execute({ session }: Logout): Promise<void> {
    await this.revocations.revoke(session.jti, session.expiresAt);
    await this.uow.run(async (tx) => tx.record(new LoggedOut(session.id, {}, session.id)));
  }
}
