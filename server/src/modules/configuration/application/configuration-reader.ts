import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SettingRecord } from '../infrastructure/setting.orm-entity';

export type SettingKey =
  | 'per-unit-price'
  | 'minimum-unit-purchase'
  | 'target-to-achieve'
  | 'show-hide-target'
  | 'balance-target'
  | 'loan-unit-amount'
  | 'registration-cutoff';

/** Read side of the settings, for other modules. Values are read fresh: admins change them at run time. */
@Injectable()
export class ConfigurationReader {
  constructor(private readonly dataSource: DataSource) {}

  async value(key: SettingKey): Promise<string | null> {
    const row = await this.dataSource.getRepository(SettingRecord).findOne({ where: { key } });
    return row?.value ?? null;
  }
}
