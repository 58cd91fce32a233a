/**
 * Season units and pools API contract (issue 20, ADR 0036). Every path is under /api/; `admin/...`
 * calls are for Admin and SuperAdmin (members get 403), `user/...` for the signed-in user.
 */
import type { Paginated } from './admin-users';

export const POOLS = ['lenders', 'builders'] as const;
export type PoolName = (typeof POOLS)[number];

/** Page sizes of the season units table and the pool tables. */
export const SEASON_PAGE_SIZES = [10, 50, 100] as const;

/** Units per season, keyed by season number ("1", "2", ...). */
export type UnitsBySeason = Record<string, number>;

export interface SeasonColumn {
  no: number;
  name: string;
  /** YYYY-MM-DD; null for the current season. */
  lockDate: string | null;
  lockedAt: string | null;
  current: boolean;
}

/** A row of GET admin/season/units-season-vise. */
export interface SeasonUnitsRow {
  id: string;
  fname: string;
  lname: string;
  fullName: string;
  email: string;
  seasonUnits: UnitsBySeason;
  totalUnits: number;
}

/** GET admin/season/units-season-vise?page=&search=&perPage= -> { data } */
export interface SeasonUnitsReport {
  users: Paginated<SeasonUnitsRow>;
  totalSeasons: number;
  seasons: SeasonColumn[];
  /** Every member's units per season (the footer). */
  seasonViseUnits: UnitsBySeason;
  totalUnits: number;
  totalUsers: number;
}

/** GET user/my-seasons -> { data: MySeason[] }: `id` null is the current season. */
export interface MySeason {
  id: number | null;
  season_id: number;
  name: string;
  units: number;
  lockDate: string | null;
}

export interface PoolRow {
  user: { id: string; fullName: string; email: string };
  balance: number;
  /** The pool's cents per unit of balance (may be fractional); null without a payout. */
  rewardPerUnitCents: number | null;
  shareCents: number | null;
}

/** GET admin/pool/seasons/:no?pool=&page=&perPage=&search= -> { data } */
export interface PoolPage {
  season: { no: number; name: string; current: boolean; lockedAt: string | null; payoutCents: number | null };
  pool: PoolName;
  rows: Paginated<PoolRow>;
  totals: {
    balance: number;
    /** This pool's half of the payout (Lenders take the odd cent); null without a payout. */
    poolCents: number | null;
    /** What the shares add up to: 0 when the pool's balance is 0 (nothing is distributed). */
    distributedCents: number | null;
    members: number;
  };
  /** A locked season's table never changes; the current season's is at most a minute old. */
  frozen: boolean;
  computedAt: string;
}

/** POST admin/pool/payout: amount in dollars, positive, at most two decimals. */
export interface PayoutPayload {
  season: number;
  amount: string;
}

export interface MyPoolShare {
  balance: number;
  /** The pool's total balance. */
  total: number;
  /** The member's balance as a percentage of the pool's (0 when the pool is empty). */
  sharePercent: number;
  shareCents: number | null;
}

export interface MyPoolsSeason {
  season: { no: number; name: string };
  lenders: MyPoolShare;
  builders: MyPoolShare;
  payoutCents: number | null;
  computedAt: string;
}

/** GET user/my-pools -> { data } */
export interface MyPools {
  current: MyPoolsSeason;
  past: MyPoolsSeason[];
}
