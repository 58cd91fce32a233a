import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Role } from '@app/libs';
import { Access, CurrentUser, Roles, type SessionUser } from '../../../../../platform';
import { SearchNetworkDto } from './search-network.dto';
import { SearchNetworkQuery } from './search-network.query';

@ApiTags('network')
@Roles(Role.User)
@Controller('user/network')
export class SearchNetworkController {
  constructor(private readonly queries: QueryBus) {}

  @Access.members()
  @Get('search')
  async search(@Query() dto: SearchNetworkDto, @CurrentUser() me: SessionUser) {
    return { data: await this.queries.execute(new SearchNetworkQuery(me.id, dto.q ?? '')) };
  }
}
