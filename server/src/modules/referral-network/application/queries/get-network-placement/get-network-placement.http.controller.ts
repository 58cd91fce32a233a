import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Access, ADMIN_ONLY, Roles } from '../../../../../platform';
import { GetNetworkPlacementQuery } from './get-network-placement.query';

@ApiTags('network')
@Roles(...ADMIN_ONLY)
@Controller('admin/user/network')
export class GetNetworkPlacementController {
  constructor(private readonly queries: QueryBus) {}

  @Access.admins()
  @Get(':id')
  async placement(@Param('id', new ParseUUIDPipe()) id: string) {
    return { data: await this.queries.execute(new GetNetworkPlacementQuery(id)) };
  }
}
