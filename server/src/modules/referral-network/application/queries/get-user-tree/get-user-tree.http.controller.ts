import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Role } from '@app/libs';
import { Access, CurrentUser, Roles, type SessionUser } from '../../../../../platform';
import { GetUserTreeDto } from './get-user-tree.dto';
import { GetUserTreeQuery } from './get-user-tree.query';

@ApiTags('network')
@Roles(Role.User)
@Controller('user')
export class GetUserTreeController {
  constructor(private readonly queries: QueryBus) {}

  @Access.members({ othersResource: '404 NETWORK.NOT_IN_NETWORK' })
  @Get('get-user-tree')
  async tree(@Query() dto: GetUserTreeDto, @CurrentUser() me: SessionUser) {
    return {
      data: await this.queries.execute(new GetUserTreeQuery(me.id, dto.parent ?? null, dto.page ?? 1)),
    };
  }
}
