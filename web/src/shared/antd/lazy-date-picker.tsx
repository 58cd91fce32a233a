import { CalendarOutlined, SwapRightOutlined } from '@ant-design/icons';
import { ConfigProvider, type DatePickerProps as AntdDatePickerProps } from 'antd';
import type { RangePickerProps } from 'antd/es/date-picker';
import english from 'antd/es/locale/en_US';
import { type ComponentType, type HTMLAttributes, lazy, Suspense, useContext } from 'react';
import { useArrival } from './use-arrival';

/** One day picked (not antd's several-days mode, which no page here uses). */
type Day = Parameters<NonNullable<AntdDatePickerProps['disabledDate']>>[0];
type DatePickerProps = AntdDatePickerProps<Day, false>;

// antd's DatePicker with dayjs is 35 KB: a page's date filter is drawn at once as a stand-in of the
// same size and look and becomes the picker once the page is idle, or as soon as it is pointed at,
// focused or pressed (issue 21 §4, ADR 0048).
const loadPicker = () => import('./date-picker');
const Picker = lazy(async () => ({
  default: (await loadPicker()).default as ComponentType<DatePickerProps>,
}));
const Range = lazy(async () => ({ default: (await loadPicker()).default.RangePicker }));

/** A single picked day as the picker writes it (a page may hand in a value before the picker loads). */
function shown(value: DatePickerProps['value'], format: DatePickerProps['format']): string {
  if (!value || typeof format !== 'string') return '';
  return value.format(format);
}

function StandIn({ className, children, ...triggers }: HTMLAttributes<HTMLSpanElement>) {
  return (
    <span className={`picker-stand-in ${className ?? ''}`} {...triggers}>
      {children}
      <CalendarOutlined className="picker-stand-in__icon" />
    </span>
  );
}

export function LazyDatePicker(props: DatePickerProps) {
  const { wanted, arrival, triggers } = useArrival(loadPicker);
  const standIn = (
    <StandIn className={props.className} {...triggers}>
      <input
        readOnly
        placeholder={typeof props.placeholder === 'string' ? props.placeholder : undefined}
        aria-label={props['aria-label']}
        value={shown(props.value, props.format)}
      />
    </StandIn>
  );
  if (!wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <Picker {...props} {...arrival} />
    </Suspense>
  );
}

export function LazyRangePicker(props: RangePickerProps) {
  const { wanted, arrival, triggers } = useArrival(loadPicker);
  const { locale } = useContext(ConfigProvider.ConfigContext);
  // antd's own words in the reader's language: English, antd's default, is given by no provider.
  const [start, end] = (locale?.DatePicker ?? english.DatePicker)?.lang.rangePlaceholder ?? [];
  const standIn = (
    <StandIn className={props.className} {...triggers}>
      <input readOnly placeholder={start} aria-label={props['aria-label']} />
      <SwapRightOutlined className="picker-stand-in__separator" />
      <input readOnly placeholder={end} aria-label={props['aria-label']} />
    </StandIn>
  );
  if (!wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <Range {...props} {...arrival} />
    </Suspense>
  );
}
