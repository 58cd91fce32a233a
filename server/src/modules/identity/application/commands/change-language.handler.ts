import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { LanguageCode, UserView } from '@app/libs';
import { UnitOfWork, notFound } from '../../../../platform';
import { ProfileUpdated } from '../../domain/identity.events';
import { UserRecord } from '../../infrastructure/user.orm-entity';
import { UsersRepository } from '../../infrastructure/users.repository';
import { UserViews } from '../user-views.service';

/** The language the server writes this person in from now on (emails, messages). */
export class ChangeLanguage extends Command<UserView> {
  constructor(
    readonly userId: string,
    readonly language: LanguageCode,
  ) {
    super();
  }
}

@CommandHandler(ChangeLanguage)
export class ChangeLanguageHandler implements ICommandHandler<ChangeLanguage> {
  constructor(
    private readonly users: UsersRepository,
    private readonly uow: UnitOfWork,
    private readonly views: UserViews,
  ) {}

  async execute({ userId, language }: ChangeLanguage): Promise<UserView> {
    const user = await this.uow.run(async (tx) => {
      const locked = await this.users.lockActiveById(userId, tx.manager);
      if (!locked) throw notFound('User not found', 'USER.NOT_FOUND');
      if (locked.language === language) return locked;
      locked.language = language;
      locked.updatedAt = new Date();
      await tx.manager.getRepository(UserRecord).save(locked);
      tx.record(new ProfileUpdated(userId, { fields: ['language'] }, userId));
      return locked;
    });
    return this.views.of(user);
  }
}
