import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { ConfigurationMap, SettingKey } from '@app/libs';
import { UnitOfWork, ValidationFailed } from '../../../../platform';
import { ConfigurationChanged } from '../../domain/configuration.events';
import { checkSetting } from '../../domain/setting-rules';
import { SettingRecord } from '../../infrastructure/setting.orm-entity';
import { ConfigurationReader } from '../configuration-reader';

export class UpdateSetting extends Command<ConfigurationMap> {
  constructor(
    readonly adminId: string,
    readonly key: SettingKey,
    readonly value: string,
  ) {
    super();
  }
}

/**
 * Writes one setting and its `ConfigurationChanged` event in one transaction, so the audit log
 * holds every change with who made it. Saving the value a key already has changes nothing.
 */
@CommandHandler(UpdateSetting)
export class UpdateSettingHandler implements ICommandHandler<UpdateSetting> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly reader: ConfigurationReader,
  ) {}

  async execute({ adminId, key, value }: UpdateSetting): Promise<ConfigurationMap> {
    const checked = checkSetting(key, value);
    if (!checked.ok) throw ValidationFailed.coded('value', checked.problem.code, checked.problem.text);
    return this.uow.run(async (tx) => {
      const settings = tx.manager.getRepository(SettingRecord);
      // The row lock orders concurrent changes of one key, so each event's `from` is the real previous value.
      const current = await settings.findOne({ where: { key }, lock: { mode: 'pessimistic_write' } });
      if (current?.value !== checked.value) {
        await settings.save({ key, value: checked.value, updatedAt: new Date(), updatedBy: adminId });
        tx.record(
          new ConfigurationChanged(key, { key, from: current?.value ?? null, to: checked.value }, adminId),
        );
      }
      return this.reader.all(tx.manager);
    });
  }
}
