import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isAppearanceChoice, themeFor, WINDOW_BACKGROUND, windowBackground } from './appearance';

describe('windowBackground', () => {
  it('follows the system for "system", and the choice otherwise', () => {
    expect(windowBackground('system', false)).toBe(WINDOW_BACKGROUND.light);
    expect(windowBackground('system', true)).toBe(WINDOW_BACKGROUND.dark);
    expect(windowBackground('light', true)).toBe(WINDOW_BACKGROUND.light);
    expect(windowBackground('dark', false)).toBe(WINDOW_BACKGROUND.dark);
    expect(themeFor('dark', true)).toBe('dark');
  });

  it('is the page colour of each palette in the stylesheet, so the window and the page never differ', () => {
    const css = readFileSync(join(__dirname, '..', '..', 'renderer', 'src', 'styles.css'), 'utf8');
    const page = /--page:\s*light-dark\((#[0-9a-f]{6}),\s*(#[0-9a-f]{6})\)/i.exec(css);
    expect(page?.slice(1)).toEqual([WINDOW_BACKGROUND.light, WINDOW_BACKGROUND.dark]);
  });
});

describe('isAppearanceChoice', () => {
  it('accepts the three choices only', () => {
    expect(['system', 'light', 'dark'].every(isAppearanceChoice)).toBe(true);
    expect(isAppearanceChoice('auto')).toBe(false);
    expect(isAppearanceChoice(1)).toBe(false);
  });
});
