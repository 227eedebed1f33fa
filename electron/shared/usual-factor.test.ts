import { fc, test } from '@fast-check/vitest';
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { parseFactor } from './lookup-input';
import { ENTER_FACTOR_MAX, factorQuestion, unusualFactor } from './usual-factor';

describe('unusualFactor', () => {
  it('leaves a factor from 0.5 to 3 alone', () => {
    for (const factor of ['0.5', '1', '1.25', '2.9999', '3']) expect(unusualFactor(factor)).toBeNull();
  });

  it('suggests the factor with its point moved: 125 was meant as 1.25', () => {
    expect(unusualFactor('125')).toEqual({ suggestion: '1.25' });
    expect(unusualFactor('12.5')).toEqual({ suggestion: '1.25' });
    expect(unusualFactor('0.125')).toEqual({ suggestion: '1.25' });
    expect(unusualFactor('15')).toEqual({ suggestion: '1.5' });
    expect(unusualFactor('0.08')).toEqual({ suggestion: '0.8' });
  });

  it('asks without a suggestion where no moved point lands in the range', () => {
    expect(unusualFactor('4')).toEqual({ suggestion: null });
    expect(unusualFactor('0.35')).toEqual({ suggestion: null });
  });
});

describe('unusualFactor, for any usual factor typed without its point or with it moved', () => {
  const usual = fc.integer({ min: 5_000, max: 30_000 }).map((tenThousandths) => new Big(tenThousandths).div(10_000).toFixed());
  test.prop([usual, fc.integer({ min: -3, max: 4 }).filter((shift) => shift !== 0)], { seed: 20261125 })(
    'suggests exactly the factor meant',
    (meant, shift) => {
      const typed = shift > 0 ? new Big(meant).times(new Big(10).pow(shift)) : new Big(meant).div(new Big(10).pow(-shift));
      const asked = unusualFactor(typed.toFixed());
      // 0.5 × 10 is 5, out of range; 3 ÷ 10 is 0.3: either way the factor meant comes back.
      expect(asked).not.toBeNull();
      expect(new Big(asked?.suggestion ?? 'NaN').eq(meant)).toBe(true);
    },
  );
});

describe('factorQuestion', () => {
  const ask = (typed: string) => {
    const parsed = parseFactor(typed);
    if (!parsed.ok || parsed.value === null) throw new Error(`not a factor: ${typed}`);
    return factorQuestion(parsed.value, parsed.percent);
  };

  it('asks nothing about a usual factor, typed or in percent', () => {
    for (const typed of ['0,5', '1', '1,25', '3', '25 %', '+25 %', '-10 %', '+200 %', '-50 %']) expect(ask(typed)).toBeNull();
  });

  it('offers 25 and 0,25 as +25 % first, with Enter on it; the moved point second', () => {
    const reading = { kind: 'percent', percent: '25', factor: '1.25' };
    expect(ask('25')).toEqual({
      factor: '25',
      typedAsPercent: false,
      readings: [reading, { kind: 'decimalPoint', factor: '2.5' }],
      focus: { reading: 0 },
    });
    expect(ask('0,25')).toEqual({
      factor: '0.25',
      typedAsPercent: false,
      readings: [reading, { kind: 'decimalPoint', factor: '2.5' }],
      focus: { reading: 0 },
    });
  });

  it('offers 125 as +125 % and as 1,25; Enter takes 1,25, the first at most 2', () => {
    expect(ask('125')).toEqual({
      factor: '125',
      typedAsPercent: false,
      readings: [
        { kind: 'percent', percent: '125', factor: '2.25' },
        { kind: 'decimalPoint', factor: '1.25' },
      ],
      focus: { reading: 1 },
    });
  });

  it('offers a reading once when both readings are the same factor', () => {
    // 0,1 as a percentage is +10 % (1,1); its point moved, 1: different. 10 is 1,1 and 1: different too.
    expect(ask('10')?.readings).toEqual([
      { kind: 'percent', percent: '10', factor: '1.1' },
      { kind: 'decimalPoint', factor: '1' },
    ]);
  });

  it('cancels on Enter where every reading multiplies by more than 2, or there is none', () => {
    expect(ask('300')).toEqual({
      factor: '300',
      typedAsPercent: false,
      readings: [{ kind: 'decimalPoint', factor: '3' }],
      focus: 'cancel',
    });
    expect(ask('400')).toEqual({ factor: '400', typedAsPercent: false, readings: [], focus: 'cancel' });
  });

  it('offers no percentage the field would refuse (more than 2 decimals)', () => {
    expect(ask('3,125')?.readings).toEqual([]);
    expect(ask('3,12')?.readings).toEqual([{ kind: 'percent', percent: '3.12', factor: '1.0312' }]);
  });

  it('asks about a percentage outside the range only whether to keep it: Enter keeps it up to 2, else cancels', () => {
    expect(ask('+250 %')).toEqual({ factor: '3.5', typedAsPercent: true, readings: [], focus: 'cancel' });
    expect(ask('-60 %')).toEqual({ factor: '0.4', typedAsPercent: true, readings: [], focus: 'keep' });
  });
});

describe('factorQuestion, for anything the factor field takes', () => {
  const decimals = (places: number) =>
    fc
      .tuple(fc.integer({ min: 0, max: 1_000 }), fc.integer({ min: 0, max: 10 ** places - 1 }))
      .map(([whole, part]) => (places === 0 ? String(whole) : `${whole},${String(part).padStart(places, '0')}`));
  const bare = fc.integer({ min: 0, max: 4 }).chain(decimals);
  const percent = fc
    .tuple(fc.constantFrom('', '+', '-', '\u2212'), fc.integer({ min: 0, max: 2 }).chain(decimals))
    .map(([sign, number]) => `${sign}${number} %`);
  test.prop([fc.oneof(bare, percent)])(
    'Enter never multiplies by more than 2, and every reading offered is usual and typeable',
    (typed) => {
      const parsed = parseFactor(typed);
      fc.pre(parsed.ok && parsed.value !== null);
      if (!parsed.ok || parsed.value === null) return;
      const question = factorQuestion(parsed.value, parsed.percent);
      if (question === null) return;
      const focused =
        question.focus === 'cancel'
          ? null
          : question.focus === 'keep'
            ? question.factor
            : question.readings[question.focus.reading]?.factor;
      if (focused !== null) expect(new Big(focused ?? 'NaN').lte(ENTER_FACTOR_MAX)).toBe(true);
      for (const reading of question.readings) {
        expect(factorQuestion(reading.factor, false)).toBeNull();
        const typeable = reading.kind === 'percent' ? `+${reading.percent} %` : reading.factor;
        expect(parseFactor(typeable)).toMatchObject({ ok: true, value: reading.factor });
      }
    },
  );
});
