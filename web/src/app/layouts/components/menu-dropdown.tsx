import { Dropdown, type MenuProps } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';

type Props = {
  items: MenuProps['items'];
  onClick: MenuProps['onClick'];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Take the focus on arrival: the plain button this replaces had it. */
  focus: boolean;
  children: ReactNode;
};

/** MenuButton's dropdown, loaded when first wanted. */
export default function MenuDropdown({ items, onClick, open, onOpenChange, focus, children }: Props) {
  const button = useRef<HTMLButtonElement>(null);
  // `focus` is fixed once this is drawn (the plain button is gone): this runs on arrival only.
  useEffect(() => {
    if (focus) button.current?.focus();
  }, [focus]);

  return (
    <Dropdown
      menu={{ items, onClick }}
      trigger={['click']}
      placement="bottomRight"
      open={open}
      onOpenChange={onOpenChange}
    >
      <button type="button" className="profile-trigger" ref={button}>
        {children}
      </button>
    </Dropdown>
  );
}
