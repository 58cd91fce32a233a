import { Role } from '@app/libs';
import { Controller, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Access, CurrentUser, Roles, type SessionUser } from '../../../../../platform';
import { ListMyReceiptsQuery } from './list-my-receipts.query';

@ApiTags('receipts')
@Roles(Role.User)
@Controller('receipt')
export class ListMyReceiptsController {
  constructor(private readonly queries: QueryBus) {}

  @Access.members()
  @Post('fetch')
  @HttpCode(200)
  async fetch(@CurrentUser() user: SessionUser) {
    return { data: await this.queries.execute(new ListMyReceiptsQuery(user.id)) };
  }
}
