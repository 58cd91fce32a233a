import { Button, Col, Form, Input, Row } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { DEFAULT_COUNTRY } from '@app/libs';
import { useTranslation } from 'react-i18next';
import { LazySelect } from '../antd/lazy-select';
import { type CountryOption, countryOptions, matchesSearch } from './country-options';
import { useCitiesQuery, useCountriesQuery, useStatesQuery } from './geo.api';

// The default country's code is known up front so its states load without waiting for the country list.
const DEFAULT_COUNTRY_ISO2 = 'US';

const byName = (options: { name: string; iso2: string }[] | undefined, name: string | undefined) =>
  name ? options?.find((option) => option.name === name)?.iso2 : undefined;

/**
 * Country, state and city selects inside an antd Form; values are names, as the API expects. With
 * `manualCity`, a toggle lets the person type a city the list lacks; the form's `manual_city` field
 * says which was done.
 */
export function LocationFields({ manualCity = false }: { manualCity?: boolean }) {
  const { t, i18n } = useTranslation();
  const form = Form.useFormInstance();
  const country = Form.useWatch<string | undefined>('country', form);
  const state = Form.useWatch<string | undefined>('state', form);
  const typing = Form.useWatch<boolean | undefined>('manual_city', form) === true;

  const countries = useCountriesQuery();
  const countryIso =
    byName(countries.data, country) ?? (country === DEFAULT_COUNTRY ? DEFAULT_COUNTRY_ISO2 : undefined);
  const states = useStatesQuery(countryIso ?? skipToken);
  const stateIso = byName(states.data, state);
  const cities = useCitiesQuery(
    countryIso && stateIso ? { country: countryIso, state: stateIso } : skipToken,
  );
  // Some states have no city list in the data set; the person can still type theirs.
  const typeCity = (Boolean(stateIso) && cities.isSuccess && cities.data.length === 0) || typing;
  const toggleManualCity = () => form.setFieldsValue({ manual_city: !typing, city: undefined });

  const nameOptions = (list: { name: string }[] | undefined) =>
    (list ?? []).map((option) => ({ value: option.name, label: option.name }));

  return (
    <Row gutter={16}>
      <Col xs={24} md={8}>
        <Form.Item
          name="country"
          label={t('fields.country')}
          rules={[{ required: true, message: t('validation.countryRequired') }]}
        >
          <LazySelect<string, CountryOption>
            aria-label={t('fields.country')}
            options={countryOptions(countries.data, i18n.language)}
            loading={countries.isFetching}
            showSearch={{ filterOption: matchesSearch }}
            placeholder={t('placeholders.selectCountry')}
            onChange={() => form.setFieldsValue({ state: undefined, city: undefined })}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          name="state"
          label={t('fields.state')}
          rules={[{ required: true, message: t('validation.stateRequired') }]}
        >
          <LazySelect<string>
            aria-label={t('fields.state')}
            options={nameOptions(states.data)}
            loading={states.isFetching}
            disabled={!countryIso}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('placeholders.selectState')}
            onChange={() => form.setFieldsValue({ city: undefined })}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          name="city"
          label={t('fields.city')}
          rules={[{ required: true, message: t('validation.cityRequired') }]}
          extra={
            manualCity ? (
              <Button type="link" size="small" onClick={toggleManualCity}>
                {t(typing ? 'backOffice.location.chooseFromList' : 'backOffice.location.cantFindCity')}
              </Button>
            ) : undefined
          }
        >
          {typeCity ? (
            <Input placeholder={t('placeholders.typeCity')} autoComplete="address-level2" />
          ) : (
            <LazySelect<string>
              aria-label={t('fields.city')}
              options={nameOptions(cities.data)}
              loading={cities.isFetching}
              disabled={!stateIso}
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('placeholders.selectCity')}
            />
          )}
        </Form.Item>
      </Col>
      {manualCity ? (
        <Form.Item name="manual_city" hidden valuePropName="checked">
          {/* Only holds the value: the browser's own box, not antd's Checkbox and its script. */}
          <input type="checkbox" tabIndex={-1} aria-hidden />
        </Form.Item>
      ) : null}
    </Row>
  );
}
