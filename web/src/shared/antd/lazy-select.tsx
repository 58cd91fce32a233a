import { DownOutlined } from '@ant-design/icons';
import type { SelectProps } from 'antd';
import { type ComponentType, lazy, Suspense } from 'react';
import { useArrival } from './use-arrival';

type Choice<Value> = { value: Value; label: string };
type Props<Value extends string | number, Option extends Choice<Value>> = SelectProps<Value, Option>;

// antd's Select with its virtual list is 23 KB: a Select is drawn at once as a stand-in of the same
// size and look, showing the chosen one (or the placeholder), and becomes the Select once the page is
// idle, or as soon as it is pointed at, focused, pressed or opened from the keyboard (issue 21 §4,
// ADR 0048).
const loadSelect = () => import('./select');
const Real = lazy(async () => ({
  default: (await loadSelect()).default as ComponentType<Props<string | number, Choice<string | number>>>,
}));

/**
 * A Select whose options are at hand (a list's page size, a status, a role, a country): every prop
 * goes to antd's Select when it arrives. Inside a Form.Item it takes the field's value and id.
 */
export function LazySelect<Value extends string | number, Option extends Choice<Value> = Choice<Value>>(
  props: Props<Value, Option>,
) {
  const { wanted, arrival, triggers } = useArrival(loadSelect);
  const chosen = props.options?.find((option) => option.value === props.value);
  const empty = props.value === undefined || props.value === null;
  const shown = chosen?.label ?? (empty ? props.placeholder : String(props.value));
  const standIn = (
    <span
      className={`select-stand-in ${props.className ?? ''} ${props.disabled ? 'select-stand-in--disabled' : ''}`}
      id={props.id}
      role="combobox"
      tabIndex={props.disabled ? -1 : 0}
      aria-label={props['aria-label']}
      aria-expanded={false}
      aria-haspopup="listbox"
      aria-disabled={props.disabled || undefined}
      {...(props.disabled ? {} : triggers)}
    >
      <span className={`select-stand-in__value ${chosen || !empty ? '' : 'select-stand-in__placeholder'}`}>
        {shown}
      </span>
      <DownOutlined className="select-stand-in__arrow" />
    </span>
  );
  if (!wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <Real {...(props as unknown as Props<string | number, Choice<string | number>>)} {...arrival} />
    </Suspense>
  );
}
