import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Acts once on each new count of a signal the app counts (the tray's lookup, its clipboard miss): the same
 * one again is a new count and acts again, while a render with the count already seen does nothing.
 */
export function useEachNewCount<Signal extends { count: number }>(signal: Signal | null, act: (signal: Signal) => void): void {
  const seen = useRef(0);
  const actOn = useEffectEvent(act);
  useEffect(() => {
    if (signal === null || signal.count <= seen.current) return;
    seen.current = signal.count;
    actOn(signal);
  }, [signal]);
}
