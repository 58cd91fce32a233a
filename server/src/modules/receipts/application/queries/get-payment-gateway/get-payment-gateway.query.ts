import { Query } from '@nestjs/cqrs';
import type { GatewayInfo } from '@app/libs';

/** Which card gateway the browser talks to, and its public key. */
export class GetPaymentGatewayQuery extends Query<GatewayInfo> {
  constructor() {
    super();
  }
}
