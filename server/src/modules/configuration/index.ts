// Configuration's public API for other modules.
import { SettingRecord } from './infrastructure/setting.orm-entity';

export { ConfigurationModule } from './configuration.module';
export { ConfigurationReader, type SettingKey } from './application/configuration-reader';
export { ConfigurationChanged } from './domain/configuration.events';

export const configurationEntities = [SettingRecord];
