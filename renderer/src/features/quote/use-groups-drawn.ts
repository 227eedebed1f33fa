import { useEffect, useState } from 'react';

/** Row groups added per step after the first when a quote is first shown. */
const GROUPS_PER_STEP = 5;

/**
 * How many row groups of the quote to draw: the first at once, the rest a few at a time in the tasks after.
 * The first group's lines are asked of main at once (more than main asks the service at a time), and the
 * others' rows are drawn while those answers are on their way, not before any line is asked.
 */
export function useGroupsDrawn(quoteId: string, groups: number): number {
  const [drawn, setDrawn] = useState({ quoteId, count: 1 });
  // Another quote is drawn from its first group again (React's reset of state while rendering).
  if (drawn.quoteId !== quoteId) setDrawn({ quoteId, count: 1 });
  const count = drawn.quoteId === quoteId ? drawn.count : 1;
  useEffect(() => {
    if (count >= groups) return;
    const step = setTimeout(() => setDrawn((before) => ({ ...before, count: before.count + GROUPS_PER_STEP })), 0);
    return () => clearTimeout(step);
  }, [count, groups]);
  return Math.min(count, groups);
}
