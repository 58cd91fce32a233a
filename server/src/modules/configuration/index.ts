export { ConfigurationModule } from './configuration.module';
export { ConfigurationReader, type SettingKey } from './application/configuration-reader';
import { SettingRecord } from './infrastructure/setting.orm-entity';

export const configurationEntities = [SettingRecord];
