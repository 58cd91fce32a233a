import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { ADMIN_ONLY, Roles } from '../../../../../platform';
import { ListReceiptsQuery } from './list-receipts.query';

@ApiTags('receipts')
@Roles(...ADMIN_ONLY)
@Controller('receipt')
export class ListReceiptsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('fetch-all')
  async fetchAll() {
    return { data: await this.queries.execute(new ListReceiptsQuery()) };
  }
}
