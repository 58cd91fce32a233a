import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { SearchField } from './search-field';

describe('SearchField', () => {
  it('searches the trimmed text on Enter and by its button, and with nothing once emptied', () => {
    const onSearch = jest.fn();
    render(<SearchField label="Search transactions" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search transactions' });
    fireEvent.change(box, { target: { value: '  ada@example.com ' } });
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.submit(box);
    expect(onSearch).toHaveBeenLastCalledWith('ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Search transactions' }));
    expect(onSearch).toHaveBeenCalledTimes(2);
    fireEvent.change(box, { target: { value: '' } });
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect(screen.getByRole('search')).toBeTruthy();
  });

  it('follows each keystroke when its text is held outside', () => {
    const typed: string[] = [];
    function Harness() {
      const [text, setText] = useState('gr');
      return (
        <SearchField
          label="Search users"
          value={text}
          onChange={(next) => {
            typed.push(next);
            setText(next.toUpperCase());
          }}
        />
      );
    }
    render(<Harness />);
    const box = screen.getByRole('searchbox', { name: 'Search users' });
    expect(box).toHaveProperty('value', 'gr');
    fireEvent.change(box, { target: { value: 'gra' } });
    expect(typed).toEqual(['gra']);
    expect(box).toHaveProperty('value', 'GRA');
  });
});
