import { Role } from '@app/libs';
import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Access, Roles } from '../../../../../platform';
import { GetPaymentGatewayQuery } from './get-payment-gateway.query';

@ApiTags('payments')
@Roles(Role.User)
@Controller('payment')
export class GetPaymentGatewayController {
  constructor(private readonly queries: QueryBus) {}

  @Access.members()
  @Get('gateway')
  async gateway() {
    return { data: await this.queries.execute(new GetPaymentGatewayQuery()) };
  }
}
