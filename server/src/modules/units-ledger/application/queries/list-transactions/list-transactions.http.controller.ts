import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Access, ADMIN_ONLY, Roles } from '../../../../../platform';
import { ListTransactionsDto } from './list-transactions.dto';
import { ListTransactionsQuery } from './list-transactions.query';

@ApiTags('ledger')
@Roles(...ADMIN_ONLY)
@Controller('admin/transactions')
export class ListTransactionsController {
  constructor(private readonly queries: QueryBus) {}

  @Access.admins()
  @Get('fetch-all')
  all(@Query() q: ListTransactionsDto) {
    return this.queries.execute(new ListTransactionsQuery(q.search ?? '', q.perPage ?? 10, q.cursor));
  }
}
