import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { checkUnits, unitsAfterBlur } from './units-rules';

/** The units to buy, typed freely so that a wrong entry gets the spec's words, not a silent refusal. */
export function UnitsBox({
  value,
  minimum,
  onChange,
}: {
  value: string;
  minimum: number;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const check = checkUnits(value);
  const message =
    check.kind === 'not-a-number'
      ? t('payments.payNow.unitsInvalid')
      : check.kind === 'not-positive'
        ? t('payments.payNow.unitsNotPositive')
        : check.kind === 'empty'
          ? t('payments.payNow.unitsRequired', { min: minimum })
          : undefined;
  return (
    <Form.Item
      label={t('payments.payNow.units')}
      htmlFor="pay-now-units"
      validateStatus={message ? 'error' : undefined}
      help={message}
    >
      <Input
        id="pay-now-units"
        inputMode="numeric"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => onChange(unitsAfterBlur(value, minimum))}
      />
    </Form.Item>
  );
}
