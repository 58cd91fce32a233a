import type { MenuProps } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';

// antd's Dropdown (with its Menu and their styles) is not part of a page's first load: the button is
// plain until it is first pressed, pointed at or focused, then the dropdown loads (issue 21 §4, ADR 0048).
const loadDropdown = () => import('./menu-dropdown');
const MenuDropdown = lazy(loadDropdown);

type Props = { items: MenuProps['items']; onClick: MenuProps['onClick']; children: ReactNode };

/** The top bar's account button and the menu it opens. */
export function MenuButton({ items, onClick, children }: Props) {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  // Whether the plain button had the focus when the real one replaced it, which then takes it over.
  const [focused, setFocused] = useState(false);

  const plain = (
    <button
      type="button"
      className="profile-trigger"
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => {
        setFocused(true);
        void loadDropdown();
      }}
      onBlur={() => setFocused(false)}
      onClick={() => {
        setWanted(true);
        setOpen(true);
      }}
    >
      {children}
    </button>
  );
  if (!wanted) return plain;
  return (
    <Suspense fallback={plain}>
      <MenuDropdown items={items} onClick={onClick} open={open} onOpenChange={setOpen} focus={focused}>
        {children}
      </MenuDropdown>
    </Suspense>
  );
}
