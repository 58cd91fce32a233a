import { Command } from '@nestjs/cqrs';
import type { ContactMessagePayload } from '@app/libs';

/** Stores a visitor's message and records `contact.MessageReceived` (the staff are emailed by a reaction). */
export class SendContactMessageCommand extends Command<void> {
  constructor(
    readonly message: ContactMessagePayload,
    readonly ip: string,
  ) {
    super();
  }
}
