import { Injectable } from '@nestjs/common';
import { SETTING_KEYS, type ConfigurationMap, type SettingKey } from '@app/libs';
import { DataSource, type EntityManager } from 'typeorm';
import { SETTING_DEFAULTS } from '../domain/setting-defaults';
import { SettingRecord } from '../infrastructure/setting.orm-entity';

export type { SettingKey } from '@app/libs';

/** Read side of the settings, for other modules. Values are read fresh: admins change them at run time. */
@Injectable()
export class ConfigurationReader {
  constructor(private readonly dataSource: DataSource) {}

  async value(key: SettingKey): Promise<string | null> {
    const row = await this.dataSource.getRepository(SettingRecord).findOne({ where: { key } });
    return row?.value ?? null;
  }

  /** Every known key; a missing row reads as its default. Pass a manager to read inside a transaction. */
  async all(manager: EntityManager = this.dataSource.manager): Promise<ConfigurationMap> {
    const rows = await manager.getRepository(SettingRecord).find();
    const map: ConfigurationMap = { ...SETTING_DEFAULTS };
    for (const row of rows)
      if ((SETTING_KEYS as readonly string[]).includes(row.key)) map[row.key as SettingKey] = row.value;
    return map;
  }
}
