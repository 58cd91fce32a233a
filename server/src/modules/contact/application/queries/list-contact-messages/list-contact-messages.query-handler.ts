import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ContactMessagesPage } from '@app/libs';
import { ContactMessagesRepository } from '../../../infrastructure/contact-messages.repository';
import { ListContactMessagesQuery } from './list-contact-messages.query';

@QueryHandler(ListContactMessagesQuery)
export class ListContactMessagesHandler implements IQueryHandler<ListContactMessagesQuery> {
  constructor(private readonly messages: ContactMessagesRepository) {}

  async execute({ filter, page, perPage }: ListContactMessagesQuery): Promise<ContactMessagesPage> {
    const { rows, total, unread } = await this.messages.page(filter, page, perPage);
    return { messages: rows, total, unread, page, perPage };
  }
}
