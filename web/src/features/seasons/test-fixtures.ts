import { Role, type Paginated } from '@app/libs';
import type { StoredSession } from '../../shared/session/session-storage';
import { makeUser } from '../../shared/test/user-fixture';
import type { SeasonView } from './api/seasons.types';

/** Test data of this area's specs, in the shapes of the seasons-pools contract. */
export const adminSession: StoredSession = {
  user: makeUser({ role: Role.Admin }),
  expiresAt: '2999-01-01T00:00:00Z',
};

export const memberSession: StoredSession = { user: makeUser(), expiresAt: '2999-01-01T00:00:00Z' };

export function paged<T>(data: T[], total = data.length, current = 1, perPage = 10): Paginated<T> {
  return {
    data,
    current_page: current,
    per_page: perPage,
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    prev_page_url: null,
    next_page_url: null,
    links: [],
  };
}

export const lockedSeason: SeasonView = {
  no: 1,
  name: 'Season 1',
  startedAt: '2026-01-01T00:00:00Z',
  lockDate: '2026-03-01',
  lockedAt: '2026-03-01T00:00:00Z',
  current: false,
  payoutCents: 100_001,
};

export const currentSeason: SeasonView = {
  no: 2,
  name: 'Season 2',
  startedAt: '2026-03-01T00:00:00Z',
  lockDate: null,
  lockedAt: null,
  current: true,
  payoutCents: null,
};
