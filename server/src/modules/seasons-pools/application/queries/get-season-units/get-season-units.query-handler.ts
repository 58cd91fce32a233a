import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { SeasonUnitsReport, SeasonUnitsRow, UnitsBySeason } from '@app/libs';
import { paginate } from '../../../../back-office';
import { UserAccounts, UserDirectory } from '../../../../identity';
import { SeasonReads } from '../../../infrastructure/season-reads';
import { GetSeasonUnitsQuery } from './get-season-units.query';

const LIST_PATH = '/api/admin/season/units-season-vise';

interface Person {
  id: string;
  fname: string;
  lname: string;
  email: string;
}

interface FoundPage {
  rows: Person[];
  matched: number;
  units: Map<string, Map<number, number>>;
}

/**
 * The members, newest first: without a search, a range of the projection's join numbers (a far page
 * costs what the first does); with one, identity's search. The season columns come from the
 * projection's rows of that page's members only, and the seasons with the footer's totals from one
 * statement beside the page's: no request scans the members (ADR 0036).
 */
@QueryHandler(GetSeasonUnitsQuery)
export class GetSeasonUnitsHandler implements IQueryHandler<GetSeasonUnitsQuery> {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly directory: UserDirectory,
    private readonly reads: SeasonReads,
  ) {}

  async execute({ page, perPage, search }: GetSeasonUnitsQuery): Promise<SeasonUnitsReport> {
    const [found, { seasons, totals, members: totalUsers }] = await Promise.all([
      search ? this.searched(page, perPage, search) : this.listed(page, perPage),
      this.reads.reportFrame(),
    ]);
    const { units } = found;
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
    const total = found.matched;
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

  /** Two rounds of statements: the page's ids and the count, then its names and units side by side. */
  private async listed(page: number, perPage: number): Promise<FoundPage> {
    const { ids, count } = await this.reads.membersPage(page, perPage);
    const [people, units] = await Promise.all([this.directory.contacts(ids), this.reads.unitsOf(ids)]);
    return { rows: ids.flatMap((id) => people.get(id) ?? []), matched: count, units };
  }

  /** Two rounds: identity's page of matches, then their units. */
  private async searched(page: number, perPage: number, search: string): Promise<FoundPage> {
    const found = await this.accounts.page({ page, perPage, search });
    const units = await this.reads.unitsOf(found.rows.map((r) => r.id));
    // Identity counts matches up to a cap: the page itself proves there are at least this many.
    const matched = Math.max(found.matched ?? 0, (page - 1) * perPage + found.rows.length);
    return { rows: found.rows as Person[], matched, units };
  }
}
