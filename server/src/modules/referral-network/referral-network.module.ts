import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity';
import { NetworkReadModelProjection } from './application/projections/network-read-model.projection';
import { NetworkPeople } from './application/network-people';
import { MembershipReaction } from './application/reactions/membership.reaction';
import { ReferralNetwork } from './application/referral-network.service';
import { TreeChanges } from './application/tree-changes';
import { NETWORK_USE_CASE_CONTROLLERS, NETWORK_USE_CASE_HANDLERS } from './referral-network.use-cases';

/**
 * The referral tree (ADR 0024): who is whose parent, written from identity's events and the
 * admins' assignments, and the read models of tiers, genealogy and leaders.
 */
@Module({
  imports: [IdentityModule],
  controllers: [...NETWORK_USE_CASE_CONTROLLERS],
  providers: [
    ...NETWORK_USE_CASE_HANDLERS,
    TreeChanges,
    ReferralNetwork,
    NetworkPeople,
    MembershipReaction,
    NetworkReadModelProjection,
  ],
  exports: [ReferralNetwork],
})
export class ReferralNetworkModule {}
