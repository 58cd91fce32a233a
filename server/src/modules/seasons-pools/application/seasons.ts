import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SeasonsRepository, type SeasonRow } from '../infrastructure/seasons.repository';

/** A season as the API and the rest of the module see it (instants in ISO 8601). */
export interface SeasonView {
  no: number;
  name: string;
  startedAt: string;
  lockDate: string | null;
  lockedAt: string | null;
  current: boolean;
  payoutCents: number | null;
}

const view = (row: SeasonRow): SeasonView => ({
  no: row.no,
  name: row.name,
  startedAt: row.startedAt.toISOString(),
  lockDate: row.lockDate,
  lockedAt: row.lockedAt?.toISOString() ?? null,
  current: row.lockedAt === null,
  payoutCents: row.payoutCents,
});

/** The seasons, for the pools and reports: read-only; only a lock changes which one is current. */
@Injectable()
export class Seasons {
  constructor(private readonly seasons: SeasonsRepository) {}

  /** The one season without a lock. */
  async current(manager?: EntityManager): Promise<SeasonView> {
    return view(await this.seasons.current(manager));
  }

  /** Every season, oldest first. */
  async list(manager?: EntityManager): Promise<SeasonView[]> {
    return (await this.seasons.all(manager)).map(view);
  }

  async find(no: number, manager?: EntityManager): Promise<SeasonView | null> {
    if (!Number.isSafeInteger(no) || no < 1 || no > 2_147_483_647) return null;
    const row = await this.seasons.byNo(no, manager);
    return row && view(row);
  }
}
