import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser, type SessionUser } from '../../../../../platform';
import { GetMyPoolsQuery } from './get-my-pools.query';

@ApiTags('pools')
@Controller('user')
export class GetMyPoolsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('my-pools')
  async myPools(@CurrentUser() user: SessionUser) {
    return { data: await this.queries.execute(new GetMyPoolsQuery(user.id)) };
  }
}
