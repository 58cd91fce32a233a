import { DownOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import { type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { type Arrival, useArrival } from './use-arrival';
import './lazy-picker.css';

interface PickerProps {
  id?: string;
  placeholder?: string;
}

/**
 * A search picker (an antd Select that asks the server as one types) drawn at once as a stand-in of the
 * same size and look, which becomes the picker once the page is idle, or as soon as it is pointed at,
 * focused or pressed: antd's Select is 23 KB of gzipped script (issue 21 §4, ADR 0048, as LazySelect).
 * For pickers that start empty; the stand-in is an input, so the field's <label for> names it.
 */
export function lazyPicker<P extends PickerProps>(
  load: () => Promise<{ default: ComponentType<P & Arrival> }>,
  placeholder: (t: TFunction) => string,
): ComponentType<P> {
  const Picker = lazy(load);
  return function LazyPicker(props: P) {
    const { t } = useTranslation();
    const { wanted, arrival, triggers } = useArrival(load);
    const standIn = (
      <span className="select-stand-in lazy-picker">
        <input
          id={props.id}
          role="combobox"
          readOnly
          aria-expanded={false}
          aria-haspopup="listbox"
          placeholder={props.placeholder ?? placeholder(t)}
          {...triggers}
        />
        <DownOutlined className="select-stand-in__arrow" />
      </span>
    );
    if (!wanted) return standIn;
    return (
      <Suspense fallback={standIn}>
        <Picker {...props} {...arrival} />
      </Suspense>
    );
  };
}
