import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Access, ADMIN_ONLY, Roles } from '../../../../../platform';
import { GetTransactionQuery } from './get-transaction.query';

@ApiTags('ledger')
@Roles(...ADMIN_ONLY)
@Controller('admin/transactions')
export class GetTransactionController {
  constructor(private readonly queries: QueryBus) {}

  @Access.admins()
  @Get(':id')
  async one(@Param('id', new ParseUUIDPipe()) id: string) {
    return { data: await this.queries.execute(new GetTransactionQuery(id)) };
  }
}
