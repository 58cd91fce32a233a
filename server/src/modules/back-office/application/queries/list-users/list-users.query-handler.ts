import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AdminUserRow, Paginated } from '@app/libs';
import { AppConfig } from '../../../../../platform';
import { MemberPayments, referralLink, UserAccounts, type UsersPageRow } from '../../../../identity';
import { paginate } from '../../../domain/pagination';
import { Counter, FiguresRepository } from '../../../infrastructure/figures.repository';
import { ListUsersQuery } from './list-users.query';

const LIST_PATH = '/api/admin/user/fetch-all';

@QueryHandler(ListUsersQuery)
export class ListUsersHandler implements IQueryHandler<ListUsersQuery> {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly figures: FiguresRepository,
    private readonly payments: MemberPayments,
    private readonly config: AppConfig,
  ) {}

  async execute({ page, perPage, search }: ListUsersQuery): Promise<Paginated<AdminUserRow>> {
    const [found, counted] = await Promise.all([
      this.accounts.page({ page, perPage, search }),
      // Without a search the total is the projection's counter: no count of a million rows (ADR 0025).
      search ? Promise.resolve(null) : this.figures.counter(Counter.users),
    ]);
    const total = found.matched ?? counted ?? 0;
    const rows = await Promise.all(found.rows.map((row) => this.row(row)));
    const path = search ? `${LIST_PATH}?search=${encodeURIComponent(search)}` : LIST_PATH;
    return paginate(rows, Math.max(total, (page - 1) * perPage + rows.length), { page, perPage, path });
  }

  private async row(user: UsersPageRow): Promise<AdminUserRow> {
    // One statement for the page's rows: the payment states coalesce (ADR 0020 addendum).
    const payment = await this.payments.paymentState(user.id);
    return {
      id: user.id,
      fname: user.fname,
      lname: user.lname,
      fullName: `${user.fname} ${user.lname}`.trim(),
      email: user.email,
      role: user.role,
      referralLink: referralLink(this.config.PUBLIC_URL, user.id, user.referral_token),
      created_at: new Date(user.created_at).toISOString(),
      payment_status: payment?.payment_status ?? 'No',
    };
  }
}
