import { DomainEvent } from '../../../platform/events/domain-event';

export const ContactEventType = {
  received: 'contact.MessageReceived',
  readChanged: 'contact.MessageReadChanged',
} as const;

/** A visitor sent a message through the contact form; the staff are emailed (a reaction). */
export class ContactMessageReceived extends DomainEvent<{
  name: string;
  email: string;
  subject: string;
  message: string;
}> {
  get type() {
    return ContactEventType.received;
  }
  get aggregateType() {
    return 'ContactMessage';
  }
}

/** An administrator marked a message read or unread. */
export class ContactMessageReadChanged extends DomainEvent<{ read: boolean }> {
  get type() {
    return ContactEventType.readChanged;
  }
  get aggregateType() {
    return 'ContactMessage';
  }
}
