import { DownOutlined } from '@ant-design/icons';
import type { SelectProps } from 'antd';
import { type ComponentType, lazy, Suspense } from 'react';
import { useArrival } from './use-arrival';

type Props<Value extends string | number> = SelectProps<Value, { value: Value; label: string }> & {
  value: Value;
};

// antd's Select with its virtual list is 23 KB: a choice of a few (a list's page size, a status, a role)
// is drawn at once as a stand-in of the same size and look, showing the chosen one, and becomes the
// Select once the page is idle, or as soon as it is pointed at, focused or pressed (issue 21 §4,
// ADR 0048).
const loadSelect = () => import('./select');
const Real = lazy(async () => ({
  default: (await loadSelect()).default as ComponentType<Props<string | number>>,
}));

/** A Select of a few fixed choices with one always chosen: a list's page size, a status, a role. */
export function LazySelect<Value extends string | number>(props: Props<Value>) {
  const { wanted, arrival, triggers } = useArrival(loadSelect);
  const label = props.options?.find((option) => option.value === props.value)?.label ?? String(props.value);
  const standIn = (
    <span
      className={`select-stand-in ${props.className ?? ''}`}
      id={props.id}
      role="combobox"
      tabIndex={0}
      aria-label={props['aria-label']}
      aria-expanded={false}
      aria-haspopup="listbox"
      {...triggers}
    >
      <span className="select-stand-in__value">{label}</span>
      <DownOutlined className="select-stand-in__arrow" />
    </span>
  );
  if (!wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <Real {...(props as Props<string | number>)} {...arrival} />
    </Suspense>
  );
}
