import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Access, ADMIN_ONLY, Roles } from '../../../../../platform';
import { GetStatementDto } from './get-statement.dto';
import { GetStatementQuery } from './get-statement.query';

@ApiTags('ledger audit')
@Roles(...ADMIN_ONLY)
@Controller('admin/ledger')
export class GetStatementController {
  constructor(private readonly queries: QueryBus) {}

  @Access.admins()
  @Get('statement')
  async statement(@Query() q: GetStatementDto) {
    // The upper bound is exclusive: a second ahead takes in what was written a moment ago.
    const to = q.to ?? new Date(Date.now() + 1000);
    return { data: await this.queries.execute(new GetStatementQuery(q.member, q.from ?? new Date(0), to)) };
  }
}
