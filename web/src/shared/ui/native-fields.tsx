import type { ChangeEvent, InputHTMLAttributes } from 'react';
import './native-fields.css';

/**
 * The browser's own text area, number box and radio buttons, drawn like antd's, for forms whose page
 * would pass its script budget with antd's Input, InputNumber and Radio (16 KB gzipped together; issue
 * 21 §4). They sit in antd's Form.Item, which gives them their id, value, change handler and the
 * aria-invalid / aria-describedby of its errors, and colours them on error through this CSS.
 */
export const NATIVE_FIELD = 'native-field';

/** Form.Item's getValueFromEvent for a number box: a number, or nothing while the box is empty. */
export const numberFromEvent = (event: ChangeEvent<HTMLInputElement>) =>
  event.target.value === '' ? undefined : Number(event.target.value);

/**
 * A box for a whole number, checked by the Form.Item's rules (with `numberFromEvent`). No `min` and any
 * step: the browser would otherwise stop the submit with its own words before the rules speak.
 */
export function NumberField(props: InputHTMLAttributes<HTMLInputElement>) {
  return <input {...props} type="number" step="any" inputMode="numeric" className={NATIVE_FIELD} />;
}

/** One choice of a few, as radio buttons in a named group; Form.Item hands in id, value and onChange. */
export function ChoiceRadios<Value extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id?: string;
  label: string;
  value?: Value;
  options: readonly { value: Value; label: string }[];
  onChange?: (value: Value) => void;
}) {
  return (
    <div id={id} role="radiogroup" aria-label={label} className="native-radios">
      {options.map((option) => (
        <label key={option.value} className="native-radios__choice">
          <input
            type="radio"
            name={id ?? label}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange?.(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
}
