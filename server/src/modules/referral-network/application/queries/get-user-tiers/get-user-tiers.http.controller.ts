import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Role } from '@app/libs';
import { Access, CurrentUser, Roles, type SessionUser } from '../../../../../platform';
import { GetUserTiersQuery } from './get-user-tiers.query';

@ApiTags('network')
@Roles(Role.User)
@Controller('user')
export class GetUserTiersController {
  constructor(private readonly queries: QueryBus) {}

  @Access.members()
  @Get('get-user-tiers')
  async tiers(@CurrentUser() me: SessionUser) {
    return { data: await this.queries.execute(new GetUserTiersQuery(me.id)) };
  }
}
