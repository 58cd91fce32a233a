import { Module } from '@nestjs/common';
import { ConfigurationModule } from '../configuration';
import { IdentityModule } from '../identity';
import { MarkContactMessageController } from './application/commands/mark-contact-message/mark-contact-message.http.controller';
import { MarkContactMessageHandler } from './application/commands/mark-contact-message/mark-contact-message.handler';
import { SendContactMessageController } from './application/commands/send-contact-message/send-contact-message.http.controller';
import { SendContactMessageHandler } from './application/commands/send-contact-message/send-contact-message.handler';
import { StaffEmailReaction } from './application/consumers/staff-email.reaction';
import { ListContactMessagesController } from './application/queries/list-contact-messages/list-contact-messages.http.controller';
import { ListContactMessagesHandler } from './application/queries/list-contact-messages/list-contact-messages.query-handler';
import { StaffAddress } from './application/staff-address';
import { ContactMessagesRepository } from './infrastructure/contact-messages.repository';

/**
 * The landing page's contact form (ADR 0037): messages are stored, emailed to the staff address by a
 * reaction on `contact.MessageReceived`, and listed for administrators, read or unread.
 */
@Module({
  imports: [ConfigurationModule, IdentityModule],
  controllers: [SendContactMessageController, ListContactMessagesController, MarkContactMessageController],
  providers: [
    SendContactMessageHandler,
    MarkContactMessageHandler,
    ListContactMessagesHandler,
    ContactMessagesRepository,
    StaffAddress,
    StaffEmailReaction,
  ],
})
export class ContactModule {}
