import { TIER_TAB_WINDOW, tierWindow } from './tier-tabs';

describe('tierWindow', () => {
  it('shows every tier when they fit', () => {
    expect(tierWindow(1, 3)).toEqual([1, 2, 3]);
  });

  it('shows the window of tiers holding the selected one, never past max', () => {
    expect(TIER_TAB_WINDOW).toBe(20);
    expect(tierWindow(20, 5000)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(tierWindow(21, 5000)[0]).toBe(21);
    expect(tierWindow(4999, 5000)).toEqual(Array.from({ length: 20 }, (_, i) => 4981 + i));
    expect(tierWindow(45, 45)).toEqual([41, 42, 43, 44, 45]);
  });
});
