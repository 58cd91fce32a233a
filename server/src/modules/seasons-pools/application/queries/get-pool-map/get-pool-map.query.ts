import { Query } from '@nestjs/cqrs';

/** users: season units; lenders / builders: that pool's balance. */
export type PoolMapKind = 'users' | 'lenders' | 'builders';

/** `{ "Full Name": number }` of a season (the current one by default), non-zero numbers only. */
export class GetPoolMapQuery extends Query<Record<string, number>> {
  constructor(
    readonly kind: PoolMapKind,
    readonly seasonNo?: number,
  ) {
    super();
  }
}
