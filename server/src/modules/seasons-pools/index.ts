// The seasons-pools module's public API (issue 20).
export { SeasonsPoolsModule } from './seasons-pools.module';
export * from './domain/season.events';
// --- pools: their own event (the payout) ---
export * from './domain/pool.events';
