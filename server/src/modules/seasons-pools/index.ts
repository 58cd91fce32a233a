// The seasons-pools module's public API: the module, the seasons facade and the season events.
export { SeasonsPoolsModule } from './seasons-pools.module';
export { Seasons, type SeasonView } from './application/seasons';
export * from './domain/season.events';
export * from './domain/pool.events';
