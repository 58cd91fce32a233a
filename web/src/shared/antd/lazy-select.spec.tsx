import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { installBrowserStubs } from '../test/browser-stubs';
import { LazySelect } from './lazy-select';

jest.setTimeout(60_000);

const OPTIONS = [
  { value: 'member', label: 'Member' },
  { value: 'admin', label: 'Admin' },
];

function RolePicker() {
  const [role, setRole] = useState('member');
  return <LazySelect<string> aria-label="Role" value={role} onChange={setRole} options={OPTIONS} />;
}

// The page never goes idle here, so only what the reader does brings the Select.
beforeAll(installBrowserStubs);
beforeEach(() => {
  window.requestIdleCallback = () => 0;
  window.cancelIdleCallback = () => undefined;
});
afterEach(() => {
  Reflect.deleteProperty(window, 'requestIdleCallback');
  Reflect.deleteProperty(window, 'cancelIdleCallback');
});

const standIn = () => screen.getByRole('combobox', { name: 'Role' });
const listShown = () => screen.findByRole('listbox');

describe('LazySelect', () => {
  it('shows the chosen one at once, as a stand-in', () => {
    render(<RolePicker />);
    expect(standIn().textContent).toBe('Member');
    expect(standIn().tagName).toBe('SPAN');
  });

  it('keeps the stand-in under a pointer press and arrives open once the press is over', async () => {
    render(<RolePicker />);
    const pressed = standIn();
    fireEvent.pointerDown(pressed);
    fireEvent.mouseDown(pressed);
    // The press is still going on: the element under it stays.
    await act(async () => undefined);
    expect(pressed.isConnected).toBe(true);
    fireEvent.pointerUp(pressed);
    fireEvent.mouseUp(pressed);
    fireEvent.click(pressed);
    await listShown();
    expect(pressed.isConnected).toBe(false);
    const choices = await screen.findAllByTitle('Admin');
    fireEvent.click(choices[choices.length - 1]!);
    expect(screen.getByRole('option', { name: 'Admin' }).getAttribute('aria-selected')).toBe('true');
  });

  it('arrives open on a lone mousedown, where only mouse events come', async () => {
    render(<RolePicker />);
    fireEvent.mouseDown(standIn());
    await listShown();
  });

  it('arrives open from the keyboard', async () => {
    render(<RolePicker />);
    fireEvent.keyDown(standIn(), { key: 'ArrowDown' });
    await listShown();
  });

  it('stays a stand-in for a key that opens nothing', async () => {
    render(<RolePicker />);
    fireEvent.keyDown(standIn(), { key: 'Tab' });
    await act(async () => undefined);
    expect(standIn().tagName).toBe('SPAN');
  });

  it('shows the placeholder while nothing is chosen, and a disabled one takes no press', async () => {
    render(<LazySelect<string> aria-label="State" placeholder="Select state" options={OPTIONS} disabled />);
    const state = screen.getByRole('combobox', { name: 'State' });
    expect(state.textContent).toBe('Select state');
    expect(state.getAttribute('aria-disabled')).toBe('true');
    fireEvent.mouseDown(state);
    await act(async () => undefined);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(state.isConnected).toBe(true);
  });
});
