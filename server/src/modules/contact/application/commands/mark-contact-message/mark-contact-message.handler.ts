import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ContactMessageView } from '@app/libs';
import { UnitOfWork } from '../../../../../platform';
import { ContactMessageReadChanged } from '../../../domain/contact.events';
import { ContactMessagesRepository } from '../../../infrastructure/contact-messages.repository';
import { ContactErrors } from '../../errors';
import { MarkContactMessageCommand } from './mark-contact-message.command';

/** Marking a message as it already is changes nothing and records nothing. */
@CommandHandler(MarkContactMessageCommand)
export class MarkContactMessageHandler implements ICommandHandler<MarkContactMessageCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly messages: ContactMessagesRepository,
  ) {}

  execute({ adminId, messageId, read }: MarkContactMessageCommand): Promise<ContactMessageView> {
    return this.uow.run(async (tx) => {
      const outcome = await this.messages.markRead(tx.manager, messageId, read, adminId);
      if (!outcome) throw ContactErrors.notFound();
      if (outcome.changed) tx.record(new ContactMessageReadChanged(messageId, { read }, adminId));
      return outcome.view;
    });
  }
}
