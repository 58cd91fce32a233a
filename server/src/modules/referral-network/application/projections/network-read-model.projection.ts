import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { EventConsumers, type Projection, type SealedLog, type StoredEvent } from '../../../../platform';
import { LedgerEventType, isLedgerEvent, unitsByMember, upcastLedgerEvents } from '../../../units-ledger';
import {
  NetworkEventType,
  type MemberJoinedFacts,
  type ParentChangeFacts,
} from '../../domain/network.events';
import { JoinRunSql, ReadModelSql as Sql } from '../../infrastructure/read-model.statements';
import { rebuildNetworkReadModels } from './network-read-model.rebuild';

/**
 * Joins written per statement: a join writes as many rows as it has ancestors, so a statement over
 * a run of joins deep in a long chain must stay well inside the statement timeout.
 */
const JOINS_PER_STATEMENT = 25;

/**
 * The network's read models (ADR 0024), kept from the network's own events and the ledger's unit
 * events in log order: members with their parent and number of referrals, each member's units, the
 * closure of the tree and the per-tier totals of every member. Rebuildable from the log.
 */
@Injectable()
export class NetworkReadModelProjection implements Projection, OnModuleInit {
  readonly kind = 'projection';
  readonly name = 'network.read-model';
  readonly types = [...Object.values(NetworkEventType), ...Object.values(LedgerEventType)];
  /** Rebuilt beside the live ones and swapped in (ADR 0052): the same list as `Sql.reset` empties. */
  readonly tables = ['network_members', 'network_units', 'network_closure', 'network_tiers'];

  constructor(private readonly consumers: EventConsumers) {}

  onModuleInit(): void {
    this.consumers.register(this);
  }

  async apply(event: StoredEvent, m: EntityManager): Promise<void> {
    switch (event.type) {
      case NetworkEventType.joined:
        return this.join(event.payload as unknown as MemberJoinedFacts, m);
      case NetworkEventType.parentAssigned:
      case NetworkEventType.moved:
        return this.move(event.aggregateId, (event.payload as unknown as ParentChangeFacts).parentId, m);
      case NetworkEventType.removed:
        return this.remove(event.aggregateId, m);
      default:
        return this.unitsRun([event], m);
    }
  }

  /**
   * A batch in a few statements: between two moves or removals, joins and changes of units commute
   * (a join counts the member's units as they are then; a change of units reaches the ancestors the
   * member has then), so the joins of such a stretch are written at once, then its units.
   */
  async applyAll(events: readonly StoredEvent[], m: EntityManager): Promise<void> {
    let joins: MemberJoinedFacts[] = [];
    let units: StoredEvent[] = [];
    const flush = async () => {
      for (let i = 0; i < joins.length; i += JOINS_PER_STATEMENT)
        await this.joinRun(joins.slice(i, i + JOINS_PER_STATEMENT), m);
      if (units.length) await this.unitsRun(units, m);
      joins = [];
      units = [];
    };
    for (const event of events) {
      if (event.type === NetworkEventType.joined) joins.push(event.payload as unknown as MemberJoinedFacts);
      else if (isLedgerEvent(event)) units.push(event);
      else {
        await flush();
        await this.apply(event, m);
      }
    }
    await flush();
  }

  async reset(m: EntityManager): Promise<void> {
    for (const statement of Sql.reset) await m.query(statement);
  }

  /** Set-wise: a replay's cost grows with the square of a chain's depth (ADR 0052). */
  rebuildFrom(log: SealedLog, m: EntityManager): Promise<number> {
    return rebuildNetworkReadModels(log, m);
  }

  private async join({ memberId, parentId, joinedAt }: MemberJoinedFacts, m: EntityManager): Promise<void> {
    // A member already there adds nothing: the figures count each member once.
    const inserted = await m.query(Sql.insertMember, [memberId, parentId, joinedAt]);
    if (inserted.length === 0 || !parentId) return;
    await m.query(Sql.countChildren, [parentId, 1]);
    await m.query(Sql.joinPathsAndTiers, [memberId, parentId, joinedAt]);
  }

  private async move(memberId: string, parentId: string | null, m: EntityManager): Promise<void> {
    await m.query(Sql.subtractSubtreeTiers, [memberId]);
    await m.query(Sql.dropEmptyTiers, [memberId]);
    await m.query(Sql.detachSubtree, [memberId]);
    await this.reparent(memberId, parentId, m);
    if (!parentId) return;
    await m.query(Sql.attachSubtree, [memberId, parentId]);
    await m.query(Sql.addSubtreeTiers, [memberId]);
  }

  private async remove(memberId: string, m: EntityManager): Promise<void> {
    await m.query(Sql.subtractSubtreeTiers, [memberId]);
    await m.query(Sql.dropEmptyTiers, [memberId]);
    await this.reparent(memberId, null, m);
    for (const statement of Sql.remove) await m.query(statement, [memberId]);
  }

  private async reparent(memberId: string, parentId: string | null, m: EntityManager): Promise<void> {
    const [row] = await m.query(Sql.parentOf, [memberId]);
    if (row?.parent_id) await m.query(Sql.countChildren, [row.parent_id, -1]);
    await m.query(Sql.setParent, [memberId, parentId]);
    if (parentId) await m.query(Sql.countChildren, [parentId, 1]);
  }

  private async joinRun(joins: MemberJoinedFacts[], m: EntityManager): Promise<void> {
    const fresh: Array<{ member_id: string; parent_id: string | null }> = await m.query(JoinRunSql.members, [
      joins.map((j) => j.memberId),
      joins.map((j) => j.parentId),
      joins.map((j) => j.joinedAt),
    ]);
    const added = new Set(fresh.map((f) => f.member_id));
    const run = joins.filter((j) => added.delete(j.memberId));
    const parents = run.flatMap((j) => (j.parentId ? [j.parentId] : []));
    if (parents.length === 0) return;
    await m.query(JoinRunSql.children, [parents]);
    await m.query(JoinRunSql.pathsAndTiers, [
      run.map((j) => j.memberId),
      run.map((j) => j.parentId),
      run.map((j) => j.joinedAt),
    ]);
  }

  /**
   * The ledger events of a stretch, in order: what each gave each member (ADR 0034), summed per
   * member. A member gets its row once any event changed its units, even when the stretch sums to
   * zero, so the rows do not depend on how the log was cut into batches (ADR 0052).
   */
  private async unitsRun(events: StoredEvent[], m: EntityManager): Promise<void> {
    const deltas = new Map<string, number>();
    for (const event of await upcastLedgerEvents(events, m))
      for (const [memberId, units] of unitsByMember(event))
        if (units !== 0) deltas.set(memberId, (deltas.get(memberId) ?? 0) + units);
    const changed = [...deltas];
    if (changed.length === 0) return;
    await m.query(JoinRunSql.units, [changed.map(([id]) => id), changed.map(([, delta]) => delta)]);
  }
}
