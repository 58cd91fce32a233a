import { Module } from '@nestjs/common';
import { UpdateSettingHandler } from './application/commands/update-setting.handler';
import { ConfigurationReader } from './application/configuration-reader';
import { PublicSettingsController } from './application/queries/public-settings/public-settings.http.controller';
import { PublicSettingsHandler } from './application/queries/public-settings/public-settings.query-handler';
import { ConfigurationController } from './interface/http/configuration.controller';

/**
 * Back-office settings: read by other modules through `ConfigurationReader`, changed by admins;
 * the few that visitors' pages need are read by anyone at `configuration/public`.
 */
@Module({
  controllers: [ConfigurationController, PublicSettingsController],
  providers: [ConfigurationReader, UpdateSettingHandler, PublicSettingsHandler],
  exports: [ConfigurationReader],
})
export class ConfigurationModule {}
