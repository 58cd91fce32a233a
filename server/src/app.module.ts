import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { migrations } from './migrations';
import { configurationEntities, ConfigurationModule } from './modules/configuration';
import { GeographyModule } from './modules/geography';
import { identityEntities, IdentityModule } from './modules/identity';
import { UnitsLedgerModule } from './modules/units-ledger';
import { ReceiptsModule } from './modules/receipts';
import { BackOfficeModule } from './modules/back-office';
import { ReferralNetworkModule } from './modules/referral-network';
import { SeasonsPoolsModule } from './modules/seasons-pools';
import { ContactModule } from './modules/contact';
import { OperationsModule } from './modules/operations';
import { AppConfig, DatabaseModule, PlatformModule } from './platform';

@Module({
  imports: [
    PlatformModule,
    // Timed work (the card reconciliation's sweep, ADR 0030) runs where the workers run: in the
    // 'all' and 'worker' roles, never in an API-only process.
    ScheduleModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        cronJobs: config.runsWorkers,
        intervals: config.runsWorkers,
        timeouts: config.runsWorkers,
      }),
    }),
    DatabaseModule.forRoot([...identityEntities, ...configurationEntities], migrations),
    ConfigurationModule,
    IdentityModule,
    GeographyModule,
    UnitsLedgerModule,
    ReceiptsModule,
    BackOfficeModule,
    ReferralNetworkModule,
    SeasonsPoolsModule,
    ContactModule,
    OperationsModule,
  ],
})
export class AppModule {}
