import { DownOutlined } from '@ant-design/icons';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useArrival } from '../antd/use-arrival';
import type { DialingCodeSelectProps } from './dialing-code-search';

// antd's Select is 23 KB of gzipped script: the calling code is drawn at once as a stand-in showing the
// chosen code, and becomes the searchable Select once the page is idle, or as soon as it is pointed at,
// focused or pressed (as LazySelect; issue 21 §4, ADR 0048).
const loadSearch = () => import('./dialing-code-search');
const DialingCodeSearch = lazy(loadSearch);

export function DialingCodeSelect(props: DialingCodeSelectProps) {
  const { t } = useTranslation();
  const { wanted, arrival, triggers } = useArrival(loadSearch);
  const standIn = (
    <span
      className="select-stand-in dialing-code-select"
      style={{ width: 104, flex: 'none' }}
      id={props.id}
      role="combobox"
      tabIndex={0}
      aria-label={t('fields.countryCode')}
      aria-expanded={false}
      aria-haspopup="listbox"
      {...triggers}
    >
      <span className="select-stand-in__value">{props.value ? `+${props.value}` : ''}</span>
      <DownOutlined className="select-stand-in__arrow" />
    </span>
  );
  if (!wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <DialingCodeSearch {...props} {...arrival} />
    </Suspense>
  );
}
