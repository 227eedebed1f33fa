import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether the element's content is larger than its box, so that it scrolls: kept up to date as the box or
 * its content change size. A box that scrolls is made reachable by keyboard; one that does not is no stop.
 */
export function useScrolls(box: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const check = (): void => setScrolls(element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [box]);
  return scrolls;
}
