import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { ADMIN_ONLY, Roles } from '../../../../../platform';
import { ListPendingPaymentsQuery } from './list-pending-payments.query';

@ApiTags('receipts')
@Roles(...ADMIN_ONLY)
@Controller('admin/user')
export class ListPendingPaymentsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('pending-payments')
  async list() {
    return { data: await this.queries.execute(new ListPendingPaymentsQuery()) };
  }
}
