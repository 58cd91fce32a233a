import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity';
import { ReferralNetworkModule } from '../referral-network';
import { FiguresProjection } from './application/projections/figures.projection';
import { FiguresRepository } from './infrastructure/figures.repository';
import { BACK_OFFICE_USE_CASE_CONTROLLERS, BACK_OFFICE_USE_CASE_HANDLERS } from './back-office.use-cases';

/**
 * The back-office's users and dashboard (issue 11, ADR 0025): account administration through
 * identity, payments through receipts, units through the ledger, the tree through the referral
 * network, and the figures of its own projection.
 */
@Module({
  imports: [IdentityModule, ReferralNetworkModule],
  controllers: BACK_OFFICE_USE_CASE_CONTROLLERS,
  providers: [...BACK_OFFICE_USE_CASE_HANDLERS, FiguresRepository, FiguresProjection],
})
export class BackOfficeModule {}
