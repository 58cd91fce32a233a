import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Access, ADMIN_ONLY, Roles } from '../../../../../platform';
import { ListContactMessagesDto } from './list-contact-messages.dto';
import { ListContactMessagesQuery } from './list-contact-messages.query';

@ApiTags('contact')
@Roles(...ADMIN_ONLY)
@Controller('admin/contact-messages')
export class ListContactMessagesController {
  constructor(private readonly queries: QueryBus) {}

  @Access.admins()
  @Get()
  async list(@Query() query: ListContactMessagesDto) {
    const data = await this.queries.execute(
      new ListContactMessagesQuery(query.filter ?? 'all', query.page ?? 1, query.perPage ?? 10),
    );
    return { data };
  }
}
