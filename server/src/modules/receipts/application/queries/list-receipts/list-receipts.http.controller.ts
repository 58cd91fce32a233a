import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Access, ADMIN_ONLY, Roles } from '../../../../../platform';
import { paymentListRequest } from '../../payment-lists';
import { ListReceiptsDto } from './list-receipts.dto';
import { ListReceiptsQuery } from './list-receipts.query';

@ApiTags('receipts')
@Roles(...ADMIN_ONLY)
@Controller('receipt')
export class ListReceiptsController {
  constructor(private readonly queries: QueryBus) {}

  @Access.admins()
  @Get('fetch-all')
  fetchAll(@Query() query: ListReceiptsDto) {
    return this.queries.execute(new ListReceiptsQuery(paymentListRequest(query)));
  }
}
