import type { Paginated } from '@app/libs';

/**
 * The seasons-pools HTTP contract (issue 20) as the web reads it. Every path is under /api/; the
 * admin/ calls are for Admin and SuperAdmin, the user/ calls for the signed-in member.
 */

/** A row of GET admin/season/list (ascending); `current` is the one season not yet locked. */
export interface SeasonView {
  no: number;
  name: string;
  startedAt: string;
  /** YYYY-MM-DD, the day (operator's time zone) the season locked at the start of; null while current. */
  lockDate: string | null;
  lockedAt: string | null;
  current: boolean;
  payoutCents: number | null;
}

/** GET admin/season/scheduled-seasons: `data.scheduledSeasons`, by date. */
export interface ScheduledSeason {
  id: string;
  /** YYYY-MM-DD */
  date: string;
  lockAt: string;
  createdAt: string;
}

/** POST admin/season/store */
export interface ScheduleSeasonPayload {
  date: string;
  name?: string;
}

export interface SeasonColumn {
  no: number;
  name: string;
  lockDate: string | null;
  lockedAt: string | null;
  current: boolean;
}

export interface SeasonUnitsRow {
  id: string;
  fname: string;
  lname: string;
  fullName: string;
  email: string;
  /** Season number (as a string key) -> units credited to the member inside that season. */
  seasonUnits: Record<string, number>;
  totalUnits: number;
}

/** GET admin/season/units-season-vise?page=&search=&perPage= */
export interface SeasonUnitsReport {
  users: Paginated<SeasonUnitsRow>;
  totalSeasons: number;
  seasons: SeasonColumn[];
  seasonViseUnits: Record<string, number>;
  totalUnits: number;
  totalUsers: number;
}

export interface PagedQuery {
  page: number;
  perPage: number;
  search: string;
}

export type PoolName = 'lenders' | 'builders';

export interface PoolRow {
  user: { id: string; fullName: string; email: string };
  balance: number;
  /** Cents per unit of balance; may be fractional; null while the season has no payout. */
  rewardPerUnitCents: number | null;
  shareCents: number | null;
}

/** GET admin/pool/seasons/:no?pool=&page=&perPage=&search= */
export interface PoolPage {
  season: { no: number; name: string; current: boolean; lockedAt: string | null; payoutCents: number | null };
  pool: PoolName;
  rows: Paginated<PoolRow>;
  totals: { balance: number; poolCents: number | null; distributedCents: number | null; members: number };
  /** A locked season's table, computed once at the lock. */
  frozen: boolean;
  computedAt: string;
}

export interface PoolQuery extends PagedQuery {
  season: number;
  pool: PoolName;
}

/** POST admin/pool/payout: `amount` in dollars, e.g. '1234.56'. */
export interface PayoutPayload {
  season: number;
  amount: string;
}

/** One pool of one season, as the member sees their part of it. */
export interface MyPoolShare {
  balance: number;
  /** The pool's total balance. */
  total: number;
  sharePercent: number;
  shareCents: number | null;
}

export interface MyPoolsOfSeason {
  season: { no: number; name: string };
  lenders: MyPoolShare;
  builders: MyPoolShare;
  payoutCents: number | null;
  computedAt: string;
}

/** GET user/my-pools */
export interface MyPools {
  current: MyPoolsOfSeason | null;
  past: MyPoolsOfSeason[];
}

/** A row of GET user/my-seasons; `id` null is the current season. */
export interface MySeason {
  id: number | null;
  season_id: number;
  name: string;
  units: number;
  lockDate: string | null;
}

export interface ApiMessage {
  message: string;
}
