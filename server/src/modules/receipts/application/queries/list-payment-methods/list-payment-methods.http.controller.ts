import { Role } from '@app/libs';
import { Controller, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Access, CurrentUser, Roles, type SessionUser } from '../../../../../platform';
import { ListPaymentMethodsQuery } from './list-payment-methods.query';

@ApiTags('payments')
@Roles(Role.User)
@Controller('user')
export class ListPaymentMethodsController {
  constructor(private readonly queries: QueryBus) {}

  @Access.members()
  @Post('payment-methods')
  @HttpCode(200)
  async list(@CurrentUser() user: SessionUser) {
    return { data: await this.queries.execute(new ListPaymentMethodsQuery(user.id)) };
  }
}
