import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/translator';
import { EMPTY_LETTER } from './quote-letter';
import { addTarget } from './add-target';

const muller = { id: 'c-muller', name: 'Camping Müller' };
const berger = { id: 'c-berger', name: 'Berger Reisemobile' };
const letterFor = (name: string) => ({ ...EMPTY_LETTER, recipient: { name, contact: '', address: [], customerNumber: '' } });
const draft = { name: 'Quote 1', customerId: undefined, issue: undefined, letter: undefined };
const mullers = { ...draft, customerId: muller.id, letter: letterFor('Camping Müller') };
const numbered = { ...mullers, issue: { number: 'A-2026-0042', issuedOn: '2026-11-27', sentAt: null } };
const sent = { ...numbered, issue: { ...numbered.issue, sentAt: '2026-11-27T10:00:00.000Z' } };
const typedFor = { ...draft, letter: letterFor('Berger Reisemobile') };

const en = translator('en');
const de = translator('de');

describe('where a lookup’s line goes, and what the button says', () => {
  it.each([
    ['no quote open, no customer picked: a new quote', undefined, null, 'new', 'Add to quote', 'Zum Angebot hinzufügen'],
    [
      'no quote open, a customer picked: a new quote for them',
      undefined,
      muller,
      'new',
      'New quote for Camping Müller',
      'Neues Angebot für Camping Müller',
    ],
    ['a draft for no one: the open quote, by its name', draft, null, 'open', 'Add to quote “Quote 1”', 'Zu Angebot „Quote 1“ hinzufügen'],
    [
      'a quote named after its customer: named once',
      { ...mullers, name: 'Camping Müller' },
      muller,
      'open',
      'Add to quote “Camping Müller”',
      'Zu Angebot „Camping Müller“ hinzufügen',
    ],
    [
      'a draft for no one takes the line of a customer picked',
      draft,
      muller,
      'open',
      'Add to quote “Quote 1”',
      'Zu Angebot „Quote 1“ hinzufügen',
    ],
    [
      'the picked customer’s draft: named with them',
      mullers,
      muller,
      'open',
      'Add to quote “Quote 1” (Camping Müller)',
      'Zu Angebot „Quote 1“ (Camping Müller) hinzufügen',
    ],
    [
      'numbered, not sent: named by its number',
      numbered,
      muller,
      'open',
      'Add to quote A-2026-0042 (Camping Müller)',
      'Zu Angebot A-2026-0042 (Camping Müller) hinzufügen',
    ],
    [
      'numbered, nobody picked: still the open one',
      numbered,
      null,
      'open',
      'Add to quote A-2026-0042 (Camping Müller)',
      'Zu Angebot A-2026-0042 (Camping Müller) hinzufügen',
    ],
    [
      'another customer’s quote: a new one for the picked',
      mullers,
      berger,
      'new',
      'New quote for Berger Reisemobile',
      'Neues Angebot für Berger Reisemobile',
    ],
    [
      'a recipient typed by hand, another picked: a new one',
      typedFor,
      muller,
      'new',
      'New quote for Camping Müller',
      'Neues Angebot für Camping Müller',
    ],
    [
      'a recipient typed by hand, the same name picked: the open one',
      typedFor,
      berger,
      'open',
      'Add to quote “Quote 1” (Berger Reisemobile)',
      'Zu Angebot „Quote 1“ (Berger Reisemobile) hinzufügen',
    ],
    [
      'sent, their customer picked: a new quote for them',
      sent,
      muller,
      'new',
      'New quote for Camping Müller',
      'Neues Angebot für Camping Müller',
    ],
    ['sent, nobody picked: a new quote', sent, null, 'new', 'Add to a new quote', 'Zu neuem Angebot hinzufügen'],
  ] as const)('%s', (_case, open, picked, kind, english, german) => {
    const target = addTarget(open, picked);
    expect(target.kind).toBe(kind);
    if (target.kind === 'open') expect(target.quote).toBe(open);
    else expect(target.customer).toBe(picked);
    expect(en.text(target.button)).toBe(english);
    expect(de.text(target.button)).toBe(german);
  });
});
