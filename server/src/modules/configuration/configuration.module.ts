import { Module } from '@nestjs/common';
import { UpdateSettingHandler } from './application/commands/update-setting.handler';
import { ConfigurationReader } from './application/configuration-reader';
import { ConfigurationController } from './interface/http/configuration.controller';

/** Back-office settings: read by other modules through `ConfigurationReader`, changed by admins. */
@Module({
  controllers: [ConfigurationController],
  providers: [ConfigurationReader, UpdateSettingHandler],
  exports: [ConfigurationReader],
})
export class ConfigurationModule {}
