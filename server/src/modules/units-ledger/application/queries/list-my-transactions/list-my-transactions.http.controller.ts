import { Controller, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Access, CurrentUser, type SessionUser } from '../../../../../platform';
import { ListMyTransactionsQuery } from './list-my-transactions.query';

@ApiTags('ledger')
@Controller()
export class ListMyTransactionsController {
  constructor(private readonly queries: QueryBus) {}

  @Access.signedIn()
  @Post('user/my-transactions')
  @HttpCode(200)
  async mine(@CurrentUser() user: SessionUser) {
    return { data: await this.queries.execute(new ListMyTransactionsQuery(user)) };
  }
}
