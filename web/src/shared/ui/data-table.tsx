import { Table, type TableProps } from 'antd';
import { useCallback, useRef } from 'react';
import { setAttributes, useDomRepair } from './use-dom-repair';

// antd's wrappers that scroll sideways (scroll.x) or down (scroll.y).
const SCROLLERS = '.ant-table-content, .ant-table-body';

/**
 * antd's Table with its scroll container made reachable by keyboard (WCAG 2.1.1): a named region in
 * the tab order, so someone without a pointer can scroll a wide table on a phone too. antd renders that
 * container itself and offers no props for it.
 */
export function DataTable<T extends object>({ label, ...props }: TableProps<T> & { label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const repair = useCallback(
    (root: HTMLElement) => {
      for (const scroller of root.querySelectorAll(SCROLLERS)) {
        setAttributes(scroller, { tabindex: '0', role: 'region', 'aria-label': label });
      }
    },
    [label],
  );
  useDomRepair(ref, repair);
  return (
    <div ref={ref} className="data-table">
      <Table<T>
        {...props}
        // While the rows load, the spinner speaks: not "no record found" under it.
        locale={props.loading ? { ...props.locale, emptyText: '\u00a0' } : props.locale}
      />
    </div>
  );
}
