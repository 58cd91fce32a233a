// The referral network's public API: the facade other modules ask about the tree, and its events.
export { ReferralNetworkModule } from './referral-network.module';
export { ReferralNetwork } from './application/referral-network.service';
export * from './domain/network.events';
