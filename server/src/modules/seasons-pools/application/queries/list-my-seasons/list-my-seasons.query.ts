import { Query } from '@nestjs/cqrs';
import type { MySeason } from '@app/libs';

/** The signed-in member's units in each season, the current one included (id null). */
export class ListMySeasonsQuery extends Query<MySeason[]> {
  constructor(readonly memberId: string) {
    super();
  }
}
