import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Access, ADMIN_ONLY, Roles } from '../../../../../platform';
import { paymentListRequest } from '../../payment-lists';
import { ListReceiptVerificationUsersDto } from './list-receipt-verification-users.dto';
import { ListReceiptVerificationUsersQuery } from './list-receipt-verification-users.query';

@ApiTags('receipts')
@Roles(...ADMIN_ONLY)
@Controller('admin/user')
export class ListReceiptVerificationUsersController {
  constructor(private readonly queries: QueryBus) {}

  @Access.admins()
  @Get('receipt-verification-users')
  list(@Query() query: ListReceiptVerificationUsersDto) {
    return this.queries.execute(new ListReceiptVerificationUsersQuery(paymentListRequest(query)));
  }
}
