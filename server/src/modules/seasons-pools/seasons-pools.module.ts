import { Module } from '@nestjs/common';
import { BackOfficeModule } from '../back-office';
import { IdentityModule } from '../identity';
import { POOLS_PROVIDERS, POOLS_USE_CASE_CONTROLLERS } from './pools.use-cases';

/**
 * Seasons and reward pools (issue 20). STAND-IN of the seasons helper's module file: at the merge,
 * take theirs and add the pools block below (the imports and the POOLS_* spreads).
 */
@Module({
  imports: [
    // --- pools (season units, pool tables): identity's users page, the back-office's envelope ---
    IdentityModule,
    BackOfficeModule,
  ],
  controllers: [...POOLS_USE_CASE_CONTROLLERS],
  providers: [...POOLS_PROVIDERS],
})
export class SeasonsPoolsModule {}
