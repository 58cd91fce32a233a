import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Access, ADMIN_ONLY, Roles } from '../../../../../platform';
import { AuditFilterDto } from './list-audit-transfers.dto';
import { ListAuditTransfersQuery } from './list-audit-transfers.query';

@ApiTags('ledger audit')
@Roles(...ADMIN_ONLY)
@Controller('admin/ledger')
export class ListAuditTransfersController {
  constructor(private readonly queries: QueryBus) {}

  @Access.admins()
  @Get('transfers')
  transfers(@Query() q: AuditFilterDto) {
    const { cursor, limit, ...filter } = q;
    return this.queries.execute(
      new ListAuditTransfersQuery({ ...filter, beforeSeq: cursor, limit: limit ?? 50 }),
    );
  }
}
