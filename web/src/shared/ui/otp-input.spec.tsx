import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { installBrowserStubs } from '../test/browser-stubs';
import { OtpInput } from './otp-input';

installBrowserStubs();

function Harness({ onValue }: { onValue: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <OtpInput
      aria-label="code"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('OtpInput', () => {
  it('keeps digits only and cuts typed input to 6 characters', () => {
    const onValue = jest.fn();
    render(<Harness onValue={onValue} />);
    const input = screen.getByLabelText('code');
    fireEvent.change(input, { target: { value: '12a3 4567890' } });
    expect(input).toHaveProperty('value', '123456');
    expect(onValue).toHaveBeenLastCalledWith('123456');
  });

  it('takes the first 6 digits of a pasted text', () => {
    const onValue = jest.fn();
    render(<Harness onValue={onValue} />);
    const input = screen.getByLabelText('code');
    fireEvent.paste(input, { clipboardData: { getData: () => 'Your code: 987 654 321' } });
    expect(input).toHaveProperty('value', '987654');
  });

  it('offers the numeric keyboard and one-time-code autofill', () => {
    render(<Harness onValue={jest.fn()} />);
    const input = screen.getByLabelText('code');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
  });
});
