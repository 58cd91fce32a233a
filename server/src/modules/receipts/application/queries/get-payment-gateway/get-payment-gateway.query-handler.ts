import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { GatewayInfo } from '@app/libs';
import { PaymentGateway } from '../../payments/gateway/payment-gateway';
import { GetPaymentGatewayQuery } from './get-payment-gateway.query';

@QueryHandler(GetPaymentGatewayQuery)
export class GetPaymentGatewayHandler implements IQueryHandler<GetPaymentGatewayQuery> {
  constructor(private readonly gateway: PaymentGateway) {}

  async execute(): Promise<GatewayInfo> {
    return { gateway: this.gateway.name, publishable_key: this.gateway.publishableKey() };
  }
}
