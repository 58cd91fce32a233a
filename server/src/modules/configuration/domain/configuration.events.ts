import { DomainEvent } from '../../../platform/events/domain-event';

/** A back-office setting changed; `from` is null only if the row did not exist before. */
export class ConfigurationChanged extends DomainEvent<{ key: string; from: string | null; to: string }> {
  get type() {
    return 'configuration.ConfigurationChanged';
  }
  get aggregateType() {
    return 'Configuration';
  }
}
