import { Query } from '@nestjs/cqrs';
import type { AdminUserRow, Paginated } from '@app/libs';

/** A page of active users for the back-office's list, newest first, searched by name or email. */
export class ListUsersQuery extends Query<Paginated<AdminUserRow>> {
  constructor(
    readonly page: number,
    readonly perPage: number,
    readonly search: string,
  ) {
    super();
  }
}
