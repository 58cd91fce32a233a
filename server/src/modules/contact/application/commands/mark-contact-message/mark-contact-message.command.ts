import { Command } from '@nestjs/cqrs';
import type { ContactMessageView } from '@app/libs';

/** Marks a contact message read or unread for every administrator. */
export class MarkContactMessageCommand extends Command<ContactMessageView> {
  constructor(
    readonly adminId: string,
    readonly messageId: string,
    readonly read: boolean,
  ) {
    super();
  }
}
