import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Role } from '@app/libs';
import { EventConsumers, type Projection, type StoredEvent } from '../../../../platform';
import { IdentityEventType } from '../../../identity';
import { NetworkEventType, type MemberJoinedFacts, type ParentChangeFacts } from '../../../referral-network';
import { LedgerEventType, isLedgerEvent, unitsByMember, upcastLedgerEvents } from '../../../units-ledger';
import { SeasonEventType, type SeasonLockedPayload } from '../../domain/season.events';
import { SeasonUnitsSql as Sql } from '../../infrastructure/season-units.statements';
import { PoolTables } from '../pool-tables';
import { TreeChanges } from './tree-changes';

/**
 * Season units and the pools' tree (ADR 0036), in seal order: a ledger event sealed before a
 * SeasonLocked counts in the locked season, one sealed after it in the next. At SeasonLocked the
 * locked season's pool table is frozen from the tree copy as it stands at that point of the log,
 * then the position moves to the next season. Rebuildable: every write is a function of the log
 * (the frozen table's computedAt is the lock's time).
 */
@Injectable()
export class SeasonUnitsProjection implements Projection, OnModuleInit {
  readonly kind = 'projection';
  readonly name = 'seasons.season-units';
  readonly types = [
    ...Object.values(LedgerEventType),
    ...Object.values(NetworkEventType),
    SeasonEventType.locked,
    IdentityEventType.userRegistered,
  ];

  constructor(
    private readonly consumers: EventConsumers,
    private readonly pools: PoolTables,
  ) {}

  onModuleInit(): void {
    this.consumers.register(this);
  }

  apply(event: StoredEvent, m: EntityManager): Promise<void> {
    return this.applyAll([event], m);
  }

  /**
   * Between two locks, units commute with one another and with tree changes (the tree only matters
   * at a lock), and tree changes fold per member (each sets the member's state): so a stretch is
   * written in a few statements, and a lock flushes its stretch before freezing.
   */
  async applyAll(events: readonly StoredEvent[], m: EntityManager): Promise<void> {
    const [{ season_no: start }] = await m.query(Sql.position);
    let season = Number(start);
    let ledger: StoredEvent[] = [];
    const joined: string[] = [];
    const tree = new TreeChanges();
    const flush = async () => {
      await this.addUnits(season, ledger, m);
      await tree.write(m);
      ledger = [];
    };
    for (const event of events) {
      if (isLedgerEvent(event)) ledger.push(event);
      else if (event.type === IdentityEventType.userRegistered) {
        if ((event.payload as { role?: string }).role === Role.User) joined.push(event.aggregateId);
      } else if (event.type === SeasonEventType.locked) {
        await flush();
        season = await this.lock(event, m);
      } else this.treeChange(tree, event);
    }
    await flush();
    if (joined.length) await m.query(Sql.addMembers, [[...new Set(joined)]]);
  }

  async reset(m: EntityManager): Promise<void> {
    for (const statement of Sql.reset) await m.query(statement);
  }

  private treeChange(tree: TreeChanges, event: StoredEvent): void {
    switch (event.type) {
      case NetworkEventType.joined: {
        const facts = event.payload as unknown as MemberJoinedFacts;
        return tree.join(facts.memberId, facts.parentId);
      }
      case NetworkEventType.parentAssigned:
      case NetworkEventType.moved:
        return tree.move(event.aggregateId, (event.payload as unknown as ParentChangeFacts).parentId);
      case NetworkEventType.removed:
        return tree.remove(event.aggregateId);
    }
  }

  /** Freezes the locked season's pools and moves on to the next season; answers the next season. */
  private async lock(event: StoredEvent, m: EntityManager): Promise<number> {
    const facts = event.payload as unknown as SeasonLockedPayload;
    await this.pools.compute(m, facts.seasonNo, true, new Date(facts.lockedAt));
    await m.query(Sql.moveTo, [facts.nextSeasonNo]);
    return facts.nextSeasonNo;
  }

  /** What the ledger's events gave each member (ADR 0034), summed, added to the season. */
  private async addUnits(season: number, events: StoredEvent[], m: EntityManager): Promise<void> {
    if (events.length === 0) return;
    const deltas = new Map<string, number>();
    for (const event of await upcastLedgerEvents(events, m))
      for (const [memberId, units] of unitsByMember(event))
        deltas.set(memberId, (deltas.get(memberId) ?? 0) + units);
    const changed = [...deltas].filter(([, delta]) => delta !== 0);
    if (changed.length === 0) return;
    const ids = changed.map(([id]) => id);
    await m.query(Sql.addUnits, [season, ids, changed.map(([, d]) => d)]);
    await m.query(Sql.dropZeroUnits, [season, ids]);
    await m.query(Sql.addTotal, [season, changed.reduce((s, [, d]) => s + d, 0)]);
    await m.query(Sql.dropZeroTotal, [season]);
  }
}
