import type { EventLogStatus } from '@app/libs';
import { Card, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { ageInWords } from './format-time';

/** The sealer's side: how much of the log is sealed into the hash chain, and how long the rest has waited. */
export function SealerCard({ sealer, now }: { sealer: EventLogStatus['sealer']; now: Date }) {
  const { t, i18n } = useTranslation();
  const numbers = new Intl.NumberFormat(i18n.language);
  const oldest =
    sealer.unsealed === 0 || !sealer.oldest_unsealed_at
      ? t('eventConsumers.sealer.allSealed')
      : ageInWords(sealer.oldest_unsealed_at, now, i18n.language);
  return (
    <Card title={t('eventConsumers.sealer.title')}>
      <div className="event-consumers__stats">
        <Statistic title={t('eventConsumers.sealer.events')} value={numbers.format(sealer.events)} />
        <Statistic
          title={t('eventConsumers.sealer.head')}
          value={t('eventConsumers.sealer.headValue', { seal: numbers.format(sealer.head_seal_no) })}
        />
        <Statistic title={t('eventConsumers.sealer.unsealed')} value={numbers.format(sealer.unsealed)} />
        <Statistic title={t('eventConsumers.sealer.oldest')} value={oldest} />
      </div>
    </Card>
  );
}
