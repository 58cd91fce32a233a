import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Access, ADMIN_ONLY, Roles } from '../../../../../platform';
import { ListLedgerEventsDto } from './list-ledger-events.dto';
import { ListLedgerEventsQuery } from './list-ledger-events.query';

@ApiTags('ledger audit')
@Roles(...ADMIN_ONLY)
@Controller('admin/ledger')
export class ListLedgerEventsController {
  constructor(private readonly queries: QueryBus) {}

  @Access.admins()
  @Get('events')
  events(@Query() q: ListLedgerEventsDto) {
    return this.queries.execute(new ListLedgerEventsQuery(q.type, q.cursor));
  }
}
