import { DomainEvent } from '../../../platform/events/domain-event';

/** Stored in the event log: never renamed. */
export const NETWORK_AGGREGATE = 'NetworkMember';
export const NetworkEventType = {
  joined: 'network.MemberJoinedNetwork',
  parentAssigned: 'network.ParentAssigned',
  moved: 'network.MemberMoved',
  removed: 'network.MemberRemovedFromNetwork',
} as const;

export interface MemberJoinedFacts {
  memberId: string;
  parentId: string | null;
  joinedAt: string;
}
/** The member's new parent (null: top-level) and the one it had before. */
export interface ParentChangeFacts {
  parentId: string | null;
  from: string | null;
}

abstract class NetworkEvent<P extends object> extends DomainEvent<P> {
  get aggregateType() {
    return NETWORK_AGGREGATE;
  }
}

/** A member entered the tree: under the member whose link they registered with, or top-level. */
export class MemberJoinedNetwork extends NetworkEvent<MemberJoinedFacts> {
  get type() {
    return NetworkEventType.joined;
  }
}
/** An admin gave the member another parent; its whole downline moved with it. */
export class ParentAssigned extends NetworkEvent<ParentChangeFacts> {
  get type() {
    return NetworkEventType.parentAssigned;
  }
}
/** The member's parent left the network: the member (and its downline) moved under `parentId`. */
export class MemberMoved extends NetworkEvent<ParentChangeFacts> {
  get type() {
    return NetworkEventType.moved;
  }
}
/** The member left the tree (deleted); its children had been moved before. */
export class MemberRemovedFromNetwork extends NetworkEvent<{ parentId: string | null }> {
  get type() {
    return NetworkEventType.removed;
  }
}
