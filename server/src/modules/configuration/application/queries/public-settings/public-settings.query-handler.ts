import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PUBLIC_SETTING_KEYS, type PublicConfigurationMap } from '@app/libs';
import { ConfigurationReader } from '../../configuration-reader';
import { PublicSettingsQuery } from './public-settings.query';

/** Only the keys listed as public: prices, targets and the staff address stay behind the sign-in. */
@QueryHandler(PublicSettingsQuery)
export class PublicSettingsHandler implements IQueryHandler<PublicSettingsQuery> {
  constructor(private readonly reader: ConfigurationReader) {}

  async execute(): Promise<PublicConfigurationMap> {
    const all = await this.reader.all();
    return Object.fromEntries(PUBLIC_SETTING_KEYS.map((key) => [key, all[key]])) as PublicConfigurationMap;
  }
}
