import { Tabs, type TabsProps } from 'antd';
import { useRef } from 'react';
import { setAttributes, useDomRepair } from './use-dom-repair';

/**
 * antd's Tabs with a tablist that holds only tabs. antd puts role="tablist" on the whole bar, which
 * also holds the "more" button it shows when the tabs do not fit (on a phone): a tablist may own only
 * tabs (axe: aria-required-children, critical), so assistive technology misreads the bar. The role
 * moves to the inner list of tabs; the button stays beside it.
 */
function moveTablistRole(root: HTMLElement): void {
  for (const nav of root.querySelectorAll(':scope .ant-tabs-nav')) {
    const list = nav.querySelector(':scope > .ant-tabs-nav-wrap > .ant-tabs-nav-list');
    if (!list) continue;
    const orientation = nav.getAttribute('aria-orientation');
    if (nav.getAttribute('role') === 'tablist') nav.removeAttribute('role');
    if (orientation) nav.removeAttribute('aria-orientation');
    setAttributes(list, { role: 'tablist', ...(orientation ? { 'aria-orientation': orientation } : {}) });
  }
}

export function AppTabs(props: TabsProps) {
  const ref = useRef<HTMLDivElement>(null);
  useDomRepair(ref, moveTablistRole);
  return (
    <div ref={ref} className="app-tabs">
      <Tabs {...props} />
    </div>
  );
}
