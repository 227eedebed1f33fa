import { describe, expect, it } from 'vitest';
import { benchTable, checkOutcome, missedBudgets, type Row } from './report';

const row = (figure: string, value: number, budget: number, goal?: true): Row => ({
  figure,
  median: '',
  p95: '',
  value,
  budget,
  unit: 'ms',
  ...(goal ? { goal } : {}),
});

describe('npm run bench -- --check', () => {
  const rows = [
    row('under', 4.99, 5),
    row('at the budget', 5, 5),
    row('over', 7, 5),
    row('not measured', Number.NaN, 5),
    row('sent a request', Number.POSITIVE_INFINITY, 5),
    row('a goal above', 900, 800, true),
    row('a baseline', 20, Number.NaN),
  ];

  it('fails a judged figure that is not under its budget, or was not measured; never a goal or a baseline', () => {
    expect(missedBudgets(rows).map((missed) => missed.figure)).toEqual(['at the budget', 'over', 'not measured', 'sent a request']);
  });

  it('exits 1 exactly when a judged figure missed, naming each row the table says MISSED; else 0, saying nothing', () => {
    const missedInTable = benchTable(rows)
      .split('\n')
      .filter((line) => line.endsWith('| MISSED |'))
      .map((line) => line.split(' | ')[0]?.replace(/^\| /, ''));
    expect(checkOutcome(rows)).toEqual({ exitCode: 1, said: `Missed budgets: ${missedInTable.join('; ')}` });
    const met = rows.filter((each) => ['under', 'a goal above', 'a baseline'].includes(each.figure));
    expect(checkOutcome(met)).toEqual({ exitCode: 0, said: null });
    expect(checkOutcome([row('over alone', 5.01, 5)])).toEqual({ exitCode: 1, said: 'Missed budgets: over alone' });
  });

  it('says each verdict in the table', () => {
    const verdicts = benchTable(rows)
      .split('\n')
      .slice(2)
      .map((line) => line.split(' | ').at(-1));
    expect(verdicts).toEqual(['ok |', 'MISSED |', 'MISSED |', 'MISSED |', 'MISSED |', 'above goal |', ' |']);
  });
});
