import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Access, ADMIN_ONLY, Roles } from '../../../../../platform';
import { ListMemberPurchasesQuery } from './list-member-purchases.query';

@ApiTags('ledger')
@Roles(...ADMIN_ONLY)
@Controller('admin/users')
export class ListMemberPurchasesController {
  constructor(private readonly queries: QueryBus) {}

  @Access.admins()
  @Get(':id/purchases')
  async purchases(@Param('id', new ParseUUIDPipe()) id: string) {
    return { data: await this.queries.execute(new ListMemberPurchasesQuery(id)) };
  }
}
