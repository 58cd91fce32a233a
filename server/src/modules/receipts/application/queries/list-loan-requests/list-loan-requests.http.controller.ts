import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { ADMIN_ONLY, Roles } from '../../../../../platform';
import { ListLoanRequestsDto } from './list-loan-requests.dto';
import { ListLoanRequestsQuery } from './list-loan-requests.query';

@ApiTags('payments')
@Roles(...ADMIN_ONLY)
@Controller('admin/loan-requests')
export class ListLoanRequestsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('fetch-all')
  async fetchAll(@Query() query: ListLoanRequestsDto) {
    const search = typeof query.search === 'string' ? query.search.slice(0, 100) : '';
    return this.queries.execute(new ListLoanRequestsQuery(search, query.page ?? 1, query.perPage ?? 10));
  }
}
