import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Access, CurrentUser, type SessionUser } from '../../../../../platform';
import { ListMySeasonsQuery } from './list-my-seasons.query';

@ApiTags('seasons')
@Controller('user')
export class ListMySeasonsController {
  constructor(private readonly queries: QueryBus) {}

  @Access.signedIn()
  @Get('my-seasons')
  async mySeasons(@CurrentUser() user: SessionUser) {
    return { data: await this.queries.execute(new ListMySeasonsQuery(user.id)) };
  }
}
