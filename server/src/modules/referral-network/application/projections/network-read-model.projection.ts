import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { EventConsumers, type Projection, type StoredEvent } from '../../../../platform';
import { UNIT_EVENT_TYPES, unitsDelta, type UnitEventFacts } from '../../domain/member-units';
import {
  NetworkEventType,
  type MemberJoinedFacts,
  type ParentChangeFacts,
} from '../../domain/network.events';
import { ReadModelSql as Sql } from '../../infrastructure/read-model.statements';

/**
 * The network's read models (ADR 0024), kept from the network's own events and the ledger's unit
 * events in log order: members with their parent and number of referrals, each member's units, the
 * closure of the tree and the per-tier totals of every member. Rebuildable from the log.
 */
@Injectable()
export class NetworkReadModelProjection implements Projection, OnModuleInit {
  readonly kind = 'projection';
  readonly name = 'network.read-model';
  readonly types = [...Object.values(NetworkEventType), ...UNIT_EVENT_TYPES];

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
        return this.units(event, m);
    }
  }

  async reset(m: EntityManager): Promise<void> {
    for (const statement of Sql.reset) await m.query(statement);
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

  private async units(event: StoredEvent, m: EntityManager): Promise<void> {
    const facts = event.payload as UnitEventFacts & { transferId?: string };
    if (!facts.memberId) return;
    const reversesDeduction =
      event.type === 'ledger.TransferReversed' && facts.reversesId
        ? (await m.query(Sql.isDeduction, [facts.reversesId])).length > 0
        : false;
    const delta = unitsDelta(event.type, facts, reversesDeduction);
    if (delta < 0 && event.type === 'ledger.LoyaltyUnitsAdjusted' && facts.transferId)
      await m.query(Sql.recordDeduction, [facts.transferId]);
    if (delta === 0) return;
    for (const statement of Sql.units) await m.query(statement, [facts.memberId, delta]);
  }
}
