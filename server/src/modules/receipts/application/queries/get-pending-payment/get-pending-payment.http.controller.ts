import { Role } from '@app/libs';
import { Controller, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Access, CurrentUser, Roles, type SessionUser } from '../../../../../platform';
import { GetPendingPaymentQuery } from './get-pending-payment.query';

@ApiTags('payments')
@Roles(Role.User)
@Controller('user')
export class GetPendingPaymentController {
  constructor(private readonly queries: QueryBus) {}

  @Access.members()
  @Post('pending-payment')
  @HttpCode(200)
  async pending(@CurrentUser() user: SessionUser) {
    return { data: await this.queries.execute(new GetPendingPaymentQuery(user.id)) };
  }
}
