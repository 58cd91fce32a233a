import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Access, CurrentUser, type SessionUser } from '../../../../../platform';
import { GetMyPoolsQuery } from './get-my-pools.query';

@ApiTags('pools')
@Controller('user')
export class GetMyPoolsController {
  constructor(private readonly queries: QueryBus) {}

  @Access.signedIn()
  @Get('my-pools')
  async myPools(@CurrentUser() user: SessionUser) {
    return { data: await this.queries.execute(new GetMyPoolsQuery(user.id)) };
  }
}
