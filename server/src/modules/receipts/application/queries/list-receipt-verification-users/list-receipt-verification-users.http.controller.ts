import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { ADMIN_ONLY, Roles } from '../../../../../platform';
import { ListReceiptVerificationUsersQuery } from './list-receipt-verification-users.query';

@ApiTags('receipts')
@Roles(...ADMIN_ONLY)
@Controller('admin/user')
export class ListReceiptVerificationUsersController {
  constructor(private readonly queries: QueryBus) {}

  @Get('receipt-verification-users')
  async list() {
    return { data: await this.queries.execute(new ListReceiptVerificationUsersQuery()) };
  }
}
