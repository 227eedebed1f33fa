import { describe, expect, it } from 'vitest';
import { benchTable, missedBudgets, type Row } from './report';

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

  it('says each verdict in the table', () => {
    const verdicts = benchTable(rows)
      .split('\n')
      .slice(2)
      .map((line) => line.split(' | ').at(-1));
    expect(verdicts).toEqual(['ok |', 'MISSED |', 'MISSED |', 'MISSED |', 'MISSED |', 'above goal |', ' |']);
  });
});
