import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { UnitOfWork, ValidationFailed, notFound } from '../../../platform';
import { UserDirectory } from '../../identity';
import {
  MemberJoinedNetwork,
  MemberMoved,
  MemberRemovedFromNetwork,
  ParentAssigned,
} from '../domain/network.events';
import { heirOfChildren, NetworkMessages, ParentRefusal, parentRefusal } from '../domain/tree-rules';
import { NetworkTreeRepository } from '../infrastructure/network-tree.repository';

const REFUSAL_TEXT = {
  [ParentRefusal.self]: NetworkMessages.parentIsSelf,
  [ParentRefusal.inDownline]: NetworkMessages.parentInDownline,
};

/**
 * Every change of the tree, each in one transaction with its events. All of them take the tree's
 * lock first and check the rules on what they read under it, so two admins assigning parents at
 * the same moment are decided one after the other and never make a cycle together.
 */
@Injectable()
export class TreeChanges {
  private readonly tree = new NetworkTreeRepository();

  constructor(
    private readonly uow: UnitOfWork,
    private readonly directory: UserDirectory,
  ) {}

  /**
   * A registered member enters the tree under `referrerId`; top-level when the referrer is no member
   * (staff, deleted, unknown). A referrer who is an active member but not in the tree yet has a join
   * still to come (its event failed and is retried while later events go on): this join fails too,
   * to be retried after it, rather than placing the member at the top for good. A second call for
   * the same member changes nothing: the reaction may run twice.
   */
  async join(memberId: string, referrerId: string | null, joinedAt: string): Promise<void> {
    await this.joinUnder(memberId, async () => referrerId, joinedAt);
  }

  /**
   * Staff made a member again returns under the parent it had when it left the tree for staff (its
   * `MemberRemovedFromNetwork` says which) when that member is still in the tree, else at the top,
   * as a registration whose referrer is gone does (ADR 0040).
   */
  async returnFromStaff(memberId: string, joinedAt: string): Promise<void> {
    await this.joinUnder(memberId, (m) => this.tree.parentWhenLastRemoved(m, memberId), joinedAt);
  }

  private async joinUnder(
    memberId: string,
    referrerOf: (m: EntityManager) => Promise<string | null>,
    joinedAt: string,
  ): Promise<void> {
    await this.uow.run(async (tx) => {
      await this.tree.lockTree(tx.manager);
      if (await this.tree.find(tx.manager, memberId)) return;
      const referrerId = await referrerOf(tx.manager);
      const referrerInTree = referrerId !== null && (await this.tree.find(tx.manager, referrerId)) !== null;
      if (referrerId && !referrerInTree && (await this.directory.isActiveMember(referrerId)))
        throw new ReferrerNotJoinedYet(memberId, referrerId);
      const parentId = referrerInTree ? referrerId : null;
      await this.tree.insert(tx.manager, memberId, parentId, joinedAt);
      tx.record(new MemberJoinedNetwork(memberId, { memberId, parentId, joinedAt }, memberId));
    });
  }

  /** An admin gives `memberId` the parent `parentId`; its downline moves with it. */
  async assignParent(memberId: string, parentId: string, actorId: string): Promise<void> {
    await this.uow.run(async (tx) => {
      const m = tx.manager;
      await this.tree.lockTree(m);
      const member = await this.tree.find(m, memberId);
      if (!member) throw notFound(NetworkMessages.memberNotFound, 'NETWORK.MEMBER_NOT_FOUND');
      if (memberId !== parentId && !(await this.tree.find(m, parentId)))
        throw ValidationFailed.coded('parent', 'NETWORK.PARENT_NOT_FOUND', NetworkMessages.parentNotFound);
      const refusal = parentRefusal(memberId, parentId, await this.tree.ancestors(m, parentId));
      if (refusal) throw ValidationFailed.coded('parent', refusal, REFUSAL_TEXT[refusal]);
      if (member.parent_id === parentId) return;
      await this.tree.setParent(m, memberId, parentId);
      tx.record(new ParentAssigned(memberId, { parentId, from: member.parent_id }, actorId));
    });
  }

  /**
   * A deleted user leaves the tree: its children move under `childrenTo` when that member can take
   * them, else they become top-level. Nothing happens for a user who is not in the tree.
   */
  async remove(memberId: string, childrenTo: string | null, actorId: string | null): Promise<void> {
    await this.uow.run(async (tx) => {
      const m = tx.manager;
      await this.tree.lockTree(m);
      const member = await this.tree.find(m, memberId);
      if (!member) return;
      const heir = await this.heir(m, memberId, childrenTo);
      for (const child of await this.tree.children(m, memberId)) {
        await this.tree.setParent(m, child, heir);
        tx.record(new MemberMoved(child, { parentId: heir, from: memberId }, actorId));
      }
      await this.tree.remove(m, memberId);
      tx.record(new MemberRemovedFromNetwork(memberId, { parentId: member.parent_id }, actorId));
    });
  }

  /**
   * A member who became staff leaves the tree (staff are not members of the network); its children
   * move up under its own parent, so their downlines keep their place.
   */
  async leaveForStaff(memberId: string, actorId: string | null): Promise<void> {
    await this.uow.run(async (tx) => {
      const m = tx.manager;
      await this.tree.lockTree(m);
      const member = await this.tree.find(m, memberId);
      if (!member) return;
      for (const child of await this.tree.children(m, memberId)) {
        await this.tree.setParent(m, child, member.parent_id);
        tx.record(new MemberMoved(child, { parentId: member.parent_id, from: memberId }, actorId));
      }
      await this.tree.remove(m, memberId);
      tx.record(new MemberRemovedFromNetwork(memberId, { parentId: member.parent_id }, actorId));
    });
  }

  private async heir(m: EntityManager, leavingId: string, childrenTo: string | null): Promise<string | null> {
    if (!childrenTo) return null;
    const inTree = Boolean(await this.tree.find(m, childrenTo));
    const ancestors = inTree ? await this.tree.ancestors(m, childrenTo) : [];
    return heirOfChildren(leavingId, childrenTo, inTree, ancestors);
  }
}

/** Retried by the event consumer: the referrer's own join comes first. */
export class ReferrerNotJoinedYet extends Error {
  constructor(memberId: string, referrerId: string) {
    super(`member ${memberId} waits for its referrer ${referrerId} to join the network`);
  }
}
