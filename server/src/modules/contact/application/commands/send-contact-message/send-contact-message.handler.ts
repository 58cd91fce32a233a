import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { RateLimiter, UnitOfWork } from '../../../../../platform';
import { ContactMessageReceived } from '../../../domain/contact.events';
import { ContactMessagesRepository } from '../../../infrastructure/contact-messages.repository';
import { TOO_MANY_FROM_ADDRESS } from '../../errors';
import { SendContactMessageCommand } from './send-contact-message.command';

/** How many messages one address may send in an hour and in a day (ADR 0037). */
export const CONTACT_PER_ADDRESS = { hour: 3, day: 10 };

@CommandHandler(SendContactMessageCommand)
export class SendContactMessageHandler implements ICommandHandler<SendContactMessageCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly limiter: RateLimiter,
    private readonly messages: ContactMessagesRepository,
  ) {}

  async execute({ message }: SendContactMessageCommand): Promise<void> {
    // Per IP the route's guard counts; per address here, after the input was found valid.
    await this.limiter.consume(
      {
        key: `contact:email-hour:${message.email}`,
        max: CONTACT_PER_ADDRESS.hour,
        windowSeconds: 3600,
        refusal: TOO_MANY_FROM_ADDRESS,
      },
      {
        key: `contact:email-day:${message.email}`,
        max: CONTACT_PER_ADDRESS.day,
        windowSeconds: 86_400,
        refusal: TOO_MANY_FROM_ADDRESS,
      },
    );
    await this.uow.run(async (tx) => {
      const stored = await this.messages.insert(tx.manager, message);
      tx.record(new ContactMessageReceived(stored.id, message));
    });
  }
}
