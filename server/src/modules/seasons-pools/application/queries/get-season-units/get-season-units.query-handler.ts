import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { SeasonUnitsReport, SeasonUnitsRow, UnitsBySeason } from '@app/libs';
import { ActiveUsers, paginate } from '../../../../back-office';
import { UserAccounts } from '../../../../identity';
import { SeasonReads } from '../../../infrastructure/season-reads';
import { GetSeasonUnitsQuery } from './get-season-units.query';

const LIST_PATH = '/api/admin/season/units-season-vise';

/**
 * The users page is identity's (newest first, its search); the season columns come from the
 * projection's rows of that page's users only, the footer from its per-season totals, and the
 * total of users from the back-office's counter: no request scans the members (ADR 0036).
 */
@QueryHandler(GetSeasonUnitsQuery)
export class GetSeasonUnitsHandler implements IQueryHandler<GetSeasonUnitsQuery> {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly users: ActiveUsers,
    private readonly reads: SeasonReads,
  ) {}

  async execute({ page, perPage, search }: GetSeasonUnitsQuery): Promise<SeasonUnitsReport> {
    const [found, totalUsers, seasons, totals] = await Promise.all([
      this.accounts.page({ page, perPage, search }),
      this.users.count(),
      this.reads.seasons(),
      this.reads.totals(),
    ]);
    const units = await this.reads.unitsOf(found.rows.map((r) => r.id));
    const bySeason = (of: Map<number, number> | undefined): UnitsBySeason =>
      Object.fromEntries(seasons.map((s) => [String(s.no), of?.get(s.no) ?? 0]));
    const rows: SeasonUnitsRow[] = found.rows.map((user) => {
      const seasonUnits = bySeason(units.get(user.id));
      return {
        id: user.id,
        fname: user.fname,
        lname: user.lname,
        fullName: `${user.fname} ${user.lname}`.trim(),
        email: user.email,
        seasonUnits,
        totalUnits: Object.values(seasonUnits).reduce((a, b) => a + b, 0),
      };
    });
    const total = Math.max(found.matched ?? (search ? 0 : totalUsers), (page - 1) * perPage + rows.length);
    const path = search ? `${LIST_PATH}?search=${encodeURIComponent(search)}` : LIST_PATH;
    const seasonViseUnits = bySeason(totals);
    return {
      users: paginate(rows, total, { page, perPage, path }),
      totalSeasons: seasons.length,
      seasons: seasons.map(({ no, name, lockDate, lockedAt, current }) => ({
        no,
        name,
        lockDate,
        lockedAt,
        current,
      })),
      seasonViseUnits,
      totalUnits: Object.values(seasonViseUnits).reduce((a, b) => a + b, 0),
      totalUsers,
    };
  }
}
