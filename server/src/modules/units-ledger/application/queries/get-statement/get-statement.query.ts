import { Query } from '@nestjs/cqrs';
import type { Statement } from '@app/libs';

/** A member's movements in [from, to) with the balances before and after. */
export class GetStatementQuery extends Query<Statement> {
  constructor(
    readonly memberId: string,
    readonly from: Date,
    readonly to: Date,
  ) {
    super();
  }
}
