import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Access, ADMIN_ONLY, Roles } from '../../../../../platform';
import { paymentListRequest } from '../../payment-lists';
import { ListPendingPaymentsDto } from './list-pending-payments.dto';
import { ListPendingPaymentsQuery } from './list-pending-payments.query';

@ApiTags('receipts')
@Roles(...ADMIN_ONLY)
@Controller('admin/user')
export class ListPendingPaymentsController {
  constructor(private readonly queries: QueryBus) {}

  @Access.admins()
  @Get('pending-payments')
  list(@Query() query: ListPendingPaymentsDto) {
    return this.queries.execute(new ListPendingPaymentsQuery(paymentListRequest(query)));
  }
}
