import { SearchOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { NATIVE_FIELD } from './native-fields';
import './search-field.css';

/**
 * A search box that searches on Enter or its button, and again with nothing once emptied (the browser's
 * own clear button too); given `value` and `onChange`, it also follows each keystroke, for a list that
 * searches as one types. antd's Input.Search does the same with 10 KB of gzipped script more (issue 21
 * §4). The button is named by the box's label, as it searches for what the box holds.
 */
export function SearchField({
  label,
  placeholder,
  className = '',
  value,
  onChange,
  onSearch,
}: {
  label: string;
  placeholder?: string;
  className?: string;
  value?: string;
  onChange?: (text: string) => void;
  onSearch?: (text: string) => void;
}) {
  const [typed, setTyped] = useState('');
  const text = value ?? typed;
  return (
    <form
      role="search"
      className={`search-field ${className}`}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch?.(text.trim());
      }}
    >
      <input
        type="search"
        className={`${NATIVE_FIELD} search-field__input`}
        aria-label={label}
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          setTyped(event.target.value);
          onChange?.(event.target.value);
          if (event.target.value === '') onSearch?.('');
        }}
      />
      <button type="submit" className="search-field__button" aria-label={label}>
        <SearchOutlined />
      </button>
    </form>
  );
}
