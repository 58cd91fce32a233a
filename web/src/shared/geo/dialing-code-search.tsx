import { Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Arrival } from '../antd/use-arrival';
import { countryName } from './country-names';
import { toDialingCodeOptions } from './dialing-code-options';
import { useDialingCodesQuery } from './geo.api';

export interface DialingCodeSelectProps {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
}

/** The country calling code, searchable by country name; loaded by DialingCodeSelect. */
export default function DialingCodeSearch({
  value,
  onChange,
  id,
  autoFocus,
  defaultOpen,
}: DialingCodeSelectProps & Arrival) {
  const { t, i18n } = useTranslation();
  const { data = [], isFetching } = useDialingCodesQuery();
  const options = useMemo(
    () =>
      toDialingCodeOptions(data).map((option) => ({
        value: option.value,
        label: `+${option.value} ${option.countries
          .map((country) => countryName(country.iso2, i18n.language, country.name))
          .join(', ')}`,
      })),
    [data, i18n.language],
  );
  return (
    <Select
      id={id}
      autoFocus={autoFocus}
      defaultOpen={defaultOpen}
      className="dialing-code-select"
      // Inside Space.Compact the select would otherwise take an equal share of the row.
      style={{ width: 104, flex: 'none' }}
      aria-label={t('fields.countryCode')}
      value={value}
      onChange={onChange}
      loading={isFetching}
      options={options}
      showSearch={{ optionFilterProp: 'label' }}
      labelRender={(selected) => `+${String(selected.value)}`}
      popupMatchSelectWidth={280}
    />
  );
}
