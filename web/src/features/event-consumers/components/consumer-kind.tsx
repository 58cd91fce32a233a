import type { EventConsumerKind } from '@app/libs';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/** Projection and reaction in plain words; the tooltip (reachable by keyboard too) says what each means. */
export function ConsumerKind({ kind }: { kind: EventConsumerKind }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t(`eventConsumers.consumers.kindHints.${kind}`)}>
      <Tag
        tabIndex={0}
        color={kind === 'projection' ? 'geekblue' : 'purple'}
        className="event-consumers__kind"
      >
        {t(`eventConsumers.consumers.kinds.${kind}`)}
      </Tag>
    </Tooltip>
  );
}
