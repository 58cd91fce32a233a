import { Injectable, OnModuleInit } from '@nestjs/common';
import { Role } from '@app/libs';
import { EventConsumers, type Reaction, type StoredEvent } from '../../../../platform';
import { IdentityEventType } from '../../../identity';
import { TreeChanges } from '../tree-changes';

const USER_REGISTERED = IdentityEventType.userRegistered;
const USER_DELETED = IdentityEventType.userDeleted;
const ROLE_CHANGED = IdentityEventType.roleChanged;

/**
 * Who is in the tree follows identity: a registered member joins under the member whose link they
 * used, a deleted one leaves it, a member made staff leaves it (children move up to its parent) and
 * staff made a member joins it: under its former parent when it was a member before and that parent
 * is still in the tree, else at the top. Replays the whole log (members registered before the network
 * existed join too); each change is a no-op the second time, so a redelivered event is harmless.
 */
@Injectable()
export class MembershipReaction implements Reaction, OnModuleInit {
  readonly kind = 'reaction';
  readonly name = 'network.membership';
  readonly types = [USER_REGISTERED, USER_DELETED, ROLE_CHANGED];
  readonly startFrom = 'log-start';

  constructor(
    private readonly consumers: EventConsumers,
    private readonly changes: TreeChanges,
  ) {}

  onModuleInit(): void {
    this.consumers.register(this);
  }

  async react(event: StoredEvent): Promise<void> {
    if (event.type === USER_REGISTERED) {
      const facts = event.payload as { role?: string; referrerId?: string | null };
      // Staff are not members of the network.
      if (facts.role !== Role.User) return;
      const joinedAt = new Date(event.occurredAt).toISOString();
      await this.changes.join(event.aggregateId, facts.referrerId ?? null, joinedAt);
      return;
    }
    if (event.type === ROLE_CHANGED) {
      const { from, to } = event.payload as { from: string; to: string };
      if (from === Role.User && to !== Role.User)
        await this.changes.leaveForStaff(event.aggregateId, event.actorId);
      if (from !== Role.User && to === Role.User)
        await this.changes.returnFromStaff(event.aggregateId, new Date(event.occurredAt).toISOString());
      return;
    }
    const facts = event.payload as { childrenTo?: string | null };
    await this.changes.remove(event.aggregateId, facts.childrenTo ?? null, event.actorId);
  }
}
