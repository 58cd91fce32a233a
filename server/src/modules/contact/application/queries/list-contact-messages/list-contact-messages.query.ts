import { Query } from '@nestjs/cqrs';
import type { ContactFilter, ContactMessagesPage } from '@app/libs';

/** A page of contact messages for the back-office: unread first, newest first. */
export class ListContactMessagesQuery extends Query<ContactMessagesPage> {
  constructor(
    readonly filter: ContactFilter,
    readonly page: number,
    readonly perPage: number,
  ) {
    super();
  }
}
