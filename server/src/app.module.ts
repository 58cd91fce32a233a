import { Module } from '@nestjs/common';
import { migrations } from './migrations';
import { configurationEntities, ConfigurationModule } from './modules/configuration';
import { GeographyModule } from './modules/geography';
import { identityEntities, IdentityModule } from './modules/identity';
import { UnitsLedgerModule } from './modules/units-ledger';
import { ReceiptsModule } from './modules/receipts';
import { BackOfficeModule } from './modules/back-office';
import { ReferralNetworkModule } from './modules/referral-network';
import { DatabaseModule, PlatformModule } from './platform';

@Module({
  imports: [
    PlatformModule,
    DatabaseModule.forRoot([...identityEntities, ...configurationEntities], migrations),
    ConfigurationModule,
    IdentityModule,
    GeographyModule,
    UnitsLedgerModule,
    ReceiptsModule,
    BackOfficeModule,
    ReferralNetworkModule,
  ],
})
export class AppModule {}
