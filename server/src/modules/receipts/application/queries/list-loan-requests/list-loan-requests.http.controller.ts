import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Access, ADMIN_ONLY, Roles } from '../../../../../platform';
import { paymentListRequest } from '../../payment-lists';
import { ListLoanRequestsDto } from './list-loan-requests.dto';
import { ListLoanRequestsQuery } from './list-loan-requests.query';

@ApiTags('payments')
@Roles(...ADMIN_ONLY)
@Controller('admin/loan-requests')
export class ListLoanRequestsController {
  constructor(private readonly queries: QueryBus) {}

  @Access.admins()
  @Get('fetch-all')
  fetchAll(@Query() query: ListLoanRequestsDto) {
    return this.queries.execute(new ListLoanRequestsQuery(paymentListRequest(query)));
  }
}
