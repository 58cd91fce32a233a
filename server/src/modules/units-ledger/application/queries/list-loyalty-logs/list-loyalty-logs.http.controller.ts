import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Access, ADMIN_ONLY, Roles } from '../../../../../platform';
import { ListLoyaltyLogsQuery } from './list-loyalty-logs.query';

@ApiTags('ledger')
@Roles(...ADMIN_ONLY)
@Controller('admin/users')
export class ListLoyaltyLogsController {
  constructor(private readonly queries: QueryBus) {}

  @Access.admins()
  @Get(':id/loyalty-logs')
  async logs(@Param('id', new ParseUUIDPipe()) id: string) {
    return { data: await this.queries.execute(new ListLoyaltyLogsQuery(id)) };
  }
}
