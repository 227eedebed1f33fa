import { useState, type KeyboardEvent, type RefObject } from 'react';
import type { CustomerRef } from '@shared/customer-lookup';
import type { LookupRequest } from '@shared/lookup-input';
import { ArticleText } from '../../ui/article-text';

export interface RecallEntry {
  key: string;
  /** What the entry says; also its accessible name. */
  text: string;
  request: LookupRequest;
  /** A recent lookup's customer (null: it was for none); missing for a favourite, which is for anyone. */
  customer?: CustomerRef | null;
}

interface RecallListProps {
  /** The list's accessible name, e.g. "Recent lookups". */
  name: string;
  entries: readonly RecallEntry[];
  listRef: RefObject<HTMLUListElement | null>;
  /** Enter (or a click) on an entry: look it up again (for its customer, when it is a recent lookup). */
  onRun: (request: LookupRequest, customer?: CustomerRef | null) => void;
  /** ArrowUp on the first entry: back to where the list was entered from (the article number). */
  onLeaveTop: () => void;
}

/** Focuses the first entry of a list; false when it has none. */
export function focusFirstEntry(list: HTMLUListElement | null): boolean {
  const first = list?.querySelector<HTMLButtonElement>('button');
  first?.focus();
  return first !== undefined && first !== null;
}

/**
 * A list of lookups to run again, one tab stop (roving tabindex): ArrowUp and ArrowDown move, Home and
 * End jump, Enter runs the entry (it is a button).
 */
export function RecallList({ name, entries, listRef, onRun, onLeaveTop }: RecallListProps) {
  const [current, setCurrent] = useState(0);
  const active = Math.min(current, entries.length - 1);
  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number): void => {
    const target =
      event.key === 'ArrowDown'
        ? Math.min(index + 1, entries.length - 1)
        : event.key === 'ArrowUp'
          ? index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? entries.length - 1
              : null;
    if (target === null) return;
    event.preventDefault();
    if (target < 0) {
      onLeaveTop();
      return;
    }
    setCurrent(target);
    listRef.current?.querySelectorAll<HTMLButtonElement>('button')[target]?.focus();
  };
  return (
    <ul ref={listRef} className="recall-list" aria-label={name}>
      {entries.map((entry, index) => (
        <li key={entry.key}>
          <button
            type="button"
            className="recall-entry"
            tabIndex={index === active ? 0 : -1}
            onFocus={() => setCurrent(index)}
            onKeyDown={(event) => move(event, index)}
            onClick={() => onRun(entry.request, entry.customer)}
          >
            <ArticleText text={entry.text} artnr={entry.request.artnr} />
          </button>
        </li>
      ))}
    </ul>
  );
}
