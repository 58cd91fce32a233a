import type { PoolName } from '@app/libs';

// The contract's shapes shared with the server live in libs (season-pools.ts); the rest are the web's.
export type {
  MyPools,
  MyPoolShare,
  MyPoolsSeason as MyPoolsOfSeason,
  MySeason,
  PayoutPayload,
  PoolName,
  PoolPage,
  PoolRow,
  SeasonColumn,
  SeasonUnitsReport,
  SeasonUnitsRow,
} from '@app/libs';

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

export interface PagedQuery {
  page: number;
  perPage: number;
  search: string;
}

export interface PoolQuery extends PagedQuery {
  season: number;
  pool: PoolName;
}

export interface ApiMessage {
  message: string;
}
