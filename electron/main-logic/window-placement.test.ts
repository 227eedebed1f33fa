import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createWindowPlacementStore, windowOpening } from './window-placement';
import { tempFolder, removeFolder } from '../../test/support/temp-folder';

const laptop = { x: 0, y: 0, width: 1440, height: 875 };
const monitorRight = { x: 1440, y: 0, width: 2560, height: 1400 };

describe('windowOpening', () => {
  it('restores where the window was, maximized or not', () => {
    expect(windowOpening({ bounds: { x: 1600, y: 100, width: 1200, height: 800 }, maximized: true }, [laptop, monitorRight])).toEqual({
      x: 1600,
      y: 100,
      width: 1200,
      height: 800,
      maximized: true,
    });
  });

  it('opens centred at the default size when the saved screen is gone', () => {
    expect(windowOpening({ bounds: { x: 1600, y: 100, width: 1200, height: 800 }, maximized: false }, [laptop])).toEqual({
      width: 1000,
      height: 720,
      maximized: false,
    });
  });

  it('resets a window whose title bar is above the screen, where it cannot be grabbed', () => {
    expect(windowOpening({ bounds: { x: 100, y: -500, width: 1000, height: 700 }, maximized: false }, [laptop])).not.toHaveProperty('x');
  });

  it('keeps a window that hangs partly off the edge but can still be grabbed', () => {
    expect(windowOpening({ bounds: { x: 1200, y: 50, width: 1000, height: 700 }, maximized: false }, [laptop])).toMatchObject({
      x: 1200,
      y: 50,
    });
  });

  it('shrinks a window larger than its screen to fit', () => {
    expect(windowOpening({ bounds: { x: 0, y: 0, width: 3000, height: 2000 }, maximized: false }, [laptop])).toEqual({
      x: 0,
      y: 0,
      width: 1440,
      height: 875,
      maximized: false,
    });
  });

  it.each([[null], ['nonsense'], [{ bounds: { x: 'a' } }], [{ bounds: { x: 0, y: 0, width: Number.NaN, height: 10 }, maximized: false }]])(
    'opens centred for a saved value it cannot read: %j',
    (saved) => {
      expect(windowOpening(saved, [laptop])).toEqual({ width: 1000, height: 720, maximized: false });
    },
  );
});

describe('createWindowPlacementStore', () => {
  it('reads back what it saved, and null for a broken file', async () => {
    const dir = await tempFolder('window');
    try {
      const store = createWindowPlacementStore(dir);
      expect(await store.load()).toBeNull();
      const placement = { bounds: { x: 10, y: 20, width: 900, height: 700 }, maximized: false };
      await store.save(placement);
      expect(await store.load()).toEqual(placement);
      await writeFile(join(dir, 'window-state.json'), '{"bounds":');
      expect(await store.load()).toBeNull();
    } finally {
      await removeFolder(dir);
    }
  });
});
