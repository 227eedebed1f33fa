import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { writeFileAtomic } from '../core/atomic-file';

/** What the window opens with: no x/y means "centred on the primary screen". */
export interface WindowOpening {
  x?: number;
  y?: number;
  width: number;
  height: number;
  maximized: boolean;
}

const DEFAULT_WINDOW_SIZE = { width: 1000, height: 720 } as const;
export const MIN_WINDOW_SIZE = { width: 640, height: 480 } as const;
/** How much of the window's top edge must lie on a screen for the user to grab and move it. */
const GRIP = { width: 120, height: 40 } as const;

const integer = z.number().int().min(-100_000).max(100_000);
/** Where the window was: its normal (not maximized) bounds, and whether it was maximized. */
const placementSchema = z.object({
  bounds: z.object({ x: integer, y: integer, width: integer.min(1), height: integer.min(1) }),
  maximized: z.boolean(),
});
type WindowPlacement = z.infer<typeof placementSchema>;
export type Rect = WindowPlacement['bounds'];

/**
 * How to open the window, from the saved placement and the screens' work areas now. A window that
 * would sit off every screen (a monitor unplugged, a resolution changed) opens centred at the
 * default size instead; one larger than its screen is shrunk to fit.
 */
export function windowOpening(saved: unknown, workAreas: readonly Rect[]): WindowOpening {
  const fresh: WindowOpening = { ...DEFAULT_WINDOW_SIZE, maximized: false };
  const parsed = placementSchema.safeParse(saved);
  if (!parsed.success) return fresh;
  const { bounds, maximized } = parsed.data;
  const titleBar: Rect = { x: bounds.x, y: bounds.y, width: bounds.width, height: Math.min(GRIP.height, bounds.height) };
  const screen = workAreas.find((area) => {
    const overlap = intersection(titleBar, area);
    return (
      overlap !== null && overlap.width >= Math.min(GRIP.width, bounds.width) && overlap.height >= Math.min(GRIP.height, bounds.height)
    );
  });
  if (!screen) return { ...fresh, maximized };
  const width = clamp(bounds.width, MIN_WINDOW_SIZE.width, screen.width);
  const height = clamp(bounds.height, MIN_WINDOW_SIZE.height, screen.height);
  return { x: bounds.x, y: bounds.y, width, height, maximized };
}

function intersection(a: Rect, b: Rect): Rect | null {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const right = Math.min(a.x + a.width, b.x + b.width);
  const bottom = Math.min(a.y + a.height, b.y + b.height);
  return right > x && bottom > y ? { x, y, width: right - x, height: bottom - y } : null;
}

function clamp(value: number, min: number, max: number): number {
  return Math.max(Math.min(value, max), Math.min(min, max));
}

export interface WindowPlacementStore {
  load(): Promise<unknown>;
  save(placement: WindowPlacement): Promise<void>;
}

/** The window's placement as `window-state.json` in the user data folder; an unreadable file just means "centred". */
export function createWindowPlacementStore(dir: string): WindowPlacementStore {
  const file = join(dir, 'window-state.json');
  return {
    load: async () => {
      try {
        return JSON.parse(await readFile(file, 'utf8')) as unknown;
      } catch {
        return null;
      }
    },
    save: (placement) => writeFileAtomic(file, `${JSON.stringify(placement)}\n`),
  };
}
