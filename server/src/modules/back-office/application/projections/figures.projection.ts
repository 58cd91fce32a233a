import { Injectable, OnModuleInit } from '@nestjs/common';
import { Role } from '@app/libs';
import type { EntityManager } from 'typeorm';
import { EventConsumers, type Projection, type StoredEvent } from '../../../../platform';
import { IdentityEventType } from '../../../identity';
import { ReceiptEventType } from '../../../receipts';
import { LedgerEventType, unitsByMember, upcastLedgerEvents } from '../../../units-ledger';
import {
  Counter,
  FiguresRepository,
  Metric,
  type TrackedUser,
} from '../../infrastructure/figures.repository';

/** Stored event types this projection reads (never renamed in the log). */
const Types = {
  registered: IdentityEventType.userRegistered,
  seeded: IdentityEventType.superAdminSeeded,
  deleted: IdentityEventType.userDeleted,
  roleChanged: IdentityEventType.roleChanged,
  receiptApproved: ReceiptEventType.approved,
  cardPaid: ReceiptEventType.cardPaid,
  paymentStatusSet: ReceiptEventType.paymentStatusSet,
  creationPaid: ReceiptEventType.creationPaymentRecorded,
} as const;

type Payload = Record<string, unknown>;

/**
 * The users list's total and the dashboard's figures (ADR 0025): counters of active users, members
 * and paid members, and per day the members who joined (still active) and the units posted to
 * members. Kept from identity's, receipts' and the ledger's events; rebuildable from the log.
 */
@Injectable()
export class FiguresProjection implements Projection, OnModuleInit {
  readonly kind = 'projection';
  readonly name = 'back-office.figures';
  readonly types = [...Object.values(Types), ...Object.values(LedgerEventType)];

  constructor(
    private readonly consumers: EventConsumers,
    private readonly figures: FiguresRepository,
  ) {}

  onModuleInit(): void {
    this.consumers.register(this);
  }

  reset(manager: EntityManager): Promise<void> {
    return this.figures.reset(manager);
  }

  async apply(event: StoredEvent, m: EntityManager): Promise<void> {
    const p = event.payload as Payload;
    switch (event.type) {
      case Types.registered:
        return this.joined(m, event.aggregateId, String(p.role), event.occurredAt);
      case Types.seeded:
        return this.joined(m, event.aggregateId, Role.SuperAdmin, event.occurredAt);
      case Types.deleted:
        return this.left(m, event.aggregateId);
      case Types.roleChanged:
        return this.roleChanged(m, event.aggregateId, String(p.to));
      case Types.receiptApproved:
      case Types.cardPaid:
      case Types.creationPaid:
        return this.paid(m, String(p.memberId), true);
      case Types.paymentStatusSet:
        return this.paid(m, String(p.memberId), p.status === 'Yes');
      default:
        return this.units(m, event);
    }
  }

  private async joined(m: EntityManager, userId: string, role: string, at: string): Promise<void> {
    const user = await this.figures.track(m, userId, role, at);
    if (user) await this.count(m, user, 1);
  }

  private async left(m: EntityManager, userId: string): Promise<void> {
    const prior = await this.figures.update(m, userId, { active: false });
    if (prior?.active) await this.count(m, prior, -1);
  }

  private async roleChanged(m: EntityManager, userId: string, role: string): Promise<void> {
    const prior = await this.figures.update(m, userId, { role });
    if (!prior?.active || prior.role === role) return;
    await this.count(m, prior, -1);
    await this.count(m, { ...prior, role }, 1);
  }

  private async paid(m: EntityManager, userId: string, paid: boolean): Promise<void> {
    const prior = await this.figures.update(m, userId, { paid });
    if (prior?.active && prior.role === Role.User && prior.paid !== paid)
      await this.figures.bump(m, Counter.paidMembers, paid ? 1 : -1);
  }

  /** Adds (1) or takes away (-1) an active user from every figure they count in. */
  private async count(m: EntityManager, user: TrackedUser, sign: 1 | -1): Promise<void> {
    await this.figures.bump(m, Counter.users, sign);
    if (user.role !== Role.User) return;
    await this.figures.bump(m, Counter.members, sign);
    await this.figures.bumpDay(m, Metric.signups, user.joined_on, sign);
    if (user.paid) await this.figures.bump(m, Counter.paidMembers, sign);
  }

  /** Units posted to members that day: what the ledger's event changed their balances by (ADR 0034). */
  private async units(m: EntityManager, event: StoredEvent): Promise<void> {
    const [read] = await upcastLedgerEvents([event], m);
    let delta = 0;
    for (const units of unitsByMember(read).values()) delta += units;
    await this.figures.bumpDayAt(m, Metric.units, event.occurredAt, delta);
  }
}
