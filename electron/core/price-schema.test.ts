import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { englishText } from '../shared/i18n/translator';
import { PRICE_INFO_FIELDS } from '../shared/price-info';
import { answerProblem, parsePriceInfo } from './price-schema';
import { serviceAnswer } from '../../test/support/price-info';

/** The reference response's shape: `deleivery_days`, a 30-space producer SKU, a blank base unit, 0.0 prices. */
const reference = serviceAnswer({ base_unit: '  ', dealer_price: 0.0, price: 0.0, producerSKU: ' '.repeat(30) });

describe('parsePriceInfo', () => {
  it('normalises the reference response', () => {
    expect(parsePriceInfo(reference)).toEqual({
      ok: true,
      info: {
        price: '0',
        factor_price: '0',
        pseudo_price: '0',
        factor_pseudo_price: '0',
        dealer_price: '0',
        base_price: '0',
        base_unit: '',
        currencySign: 'EUR',
        delivery_days: 0,
        hotdeal: false,
        novelty: false,
        lifecycle: 'E',
        producerSKU: '',
        scalevolume1: 0,
        scalevolume2: 0,
        scalevolume3: 0,
        stock: 11,
        tax: '19',
      },
    });
  });

  it('keeps money as exact decimal text', () => {
    const parsed = parsePriceInfo({ ...reference, price: 47.85, dealer_price: 0.1, tax: 25.5 });
    expect(parsed.ok && [parsed.info.price, parsed.info.dealer_price, parsed.info.tax]).toEqual(['47.85', '0.1', '25.5']);
  });

  it('accepts the spec spelling delivery_days and the variant lifecyle', () => {
    const { deleivery_days: _days, lifecycle: _code, ...rest } = reference;
    const parsed = parsePriceInfo({ ...rest, delivery_days: 3, lifecyle: 'C' });
    expect(parsed.ok && [parsed.info.delivery_days, parsed.info.lifecycle]).toEqual([3, 'C']);
  });

  it('trims producer SKU and base unit', () => {
    const parsed = parsePriceInfo({ ...reference, producerSKU: 'KED-31245'.padEnd(30), base_unit: 'm ' });
    expect(parsed.ok && [parsed.info.producerSKU, parsed.info.base_unit]).toEqual(['KED-31245', 'm']);
  });

  it('drops unknown extra fields', () => {
    const parsed = parsePriceInfo({ ...reference, warehouse: 'north' });
    expect(parsed.ok && Object.keys(parsed.info)).toHaveLength(18);
  });

  it.each([
    ['price', /field "price" is missing/],
    ['stock', /field "stock" is missing/],
    ['deleivery_days', /field "delivery_days" is missing/],
    ['lifecycle', /field "lifecycle" is missing/],
  ])('names a missing %s', (field, problem) => {
    const { [field as keyof typeof reference]: _dropped, ...rest } = reference;
    const parsed = parsePriceInfo(rest);
    expect(parsed.ok || answerProblem(parsed.problem)).toMatch(problem);
  });

  it.each([
    [{ price: '12,50' }, /field "price" is not valid/],
    [{ price: -1 }, /field "price" is not valid/],
    [{ stock: -3 }, /field "stock" is not valid/],
    [{ stock: 2.5 }, /field "stock" is not valid/],
    [{ hotdeal: 'yes' }, /field "hotdeal" is not valid/],
    [{ tax: 120 }, /field "tax" is not valid/],
    [{ currencySign: '' }, /field "currencySign" is not valid/],
  ])('names a wrongly typed field %j', (change, problem) => {
    const parsed = parsePriceInfo({ ...reference, ...change });
    expect(parsed.ok || answerProblem(parsed.problem)).toMatch(problem);
  });

  it.each([
    [null, 'null'],
    [[reference], 'a list'],
    ['text', 'a string'],
    [42, 'a number'],
  ])('refuses %j that is not an object', (json, described) => {
    const parsed = parsePriceInfo(json);
    // The user reads that it held no price information; the log says what it was.
    expect(parsed.ok || englishText(parsed.problem)).toMatch(/^The price service’s answer held no price information\./);
    expect(parsed.ok || answerProblem(parsed.problem)).toBe(`expected an object but got ${described}`);
  });
});

describe('parsePriceInfo on answers as JSON text', () => {
  // A reference-like answer as the service sends it, with the decimals written as it writes them.
  const text = `{"base_price":0.0,"base_unit":"  ","currencySign":"EUR","dealer_price":24.13,"deleivery_days":2,
    "factor_price":59.810,"factor_pseudo_price":0.0,"hotdeal":false,"lifecycle":"E","novelty":true,"price":47.85,
    "producerSKU":"${' '.repeat(30)}","pseudo_price":1e2,"scalevolume1":5,"scalevolume2":0,"scalevolume3":0,"stock":11,"tax":19}`;

  it('turns every amount into exact decimal text', () => {
    expect(parsePriceInfo(JSON.parse(text))).toEqual({
      ok: true,
      info: {
        price: '47.85',
        factor_price: '59.81',
        pseudo_price: '100',
        factor_pseudo_price: '0',
        dealer_price: '24.13',
        base_price: '0',
        base_unit: '',
        currencySign: 'EUR',
        delivery_days: 2,
        hotdeal: false,
        novelty: true,
        lifecycle: 'E',
        producerSKU: '',
        scalevolume1: 5,
        scalevolume2: 0,
        scalevolume3: 0,
        stock: 11,
        tax: '19',
      },
    });
  });

  it('keeps every amount of up to 15 significant digits exact, digit for digit', () => {
    let seed = 12_345;
    const digit = (): number => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % 10;
    };
    const amounts = ['9999999999999.99', '999999999999.999', '0.123456789012345', '100000000000000', '0.000000000000001', '47.85', '0.1'];
    for (let index = 0; index < 500; index += 1) {
      const digits = Array.from({ length: 15 }, digit).join('').replace(/^0+/, '') || '0';
      const point = index % 16;
      amounts.push(point === 0 ? digits : `${digits.slice(0, -point) || '0'}.${digits.slice(-point).padStart(point, '0')}`);
    }
    for (const amount of amounts) {
      const parsed = parsePriceInfo(JSON.parse(text.replace('"price":47.85', `"price":${amount}`)));
      expect(parsed.ok && parsed.info.price, amount).toBe(new Big(amount).toFixed());
    }
  });

  it('beyond 15 significant digits keeps the nearest double, which can differ from the 16th digit on', () => {
    const price = (amount: string) => {
      const parsed = parsePriceInfo(JSON.parse(text.replace('"price":47.85', `"price":${amount}`)));
      return parsed.ok && parsed.info.price;
    };
    expect(price('12345678901234.567')).toBe('12345678901234.566');
    expect(price('9007199254740993')).toBe('9007199254740992');
    expect(price('0.1234567890123456789')).toBe('0.12345678901234568');
  });

  it('prefers the spec spelling when both delivery spellings arrive', () => {
    const parsed = parsePriceInfo({ ...JSON.parse(text), delivery_days: 7 });
    expect(parsed.ok && parsed.info.delivery_days).toBe(7);
  });

  it('keeps nothing of unknown extra fields', () => {
    const parsed = parsePriceInfo({ ...JSON.parse(text), warehouse: 'north', promo: { code: 'X' }, __proto__: { polluted: true } });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(Object.keys(parsed.info).sort()).toEqual([...PRICE_INFO_FIELDS].sort());
    expect(JSON.stringify(parsed.info)).not.toMatch(/warehouse|promo|polluted/);
  });

  it.each([
    [{ tax: '19' }, /field "tax" is not valid/],
    [{ tax: -1 }, /field "tax" is not valid/],
    [{ scalevolume2: -1 }, /field "scalevolume2" is not valid/],
    [{ deleivery_days: 1.5 }, /field "deleivery_days" is not valid/],
    [{ novelty: null }, /field "novelty" is not valid/],
    [{ producerSKU: 42 }, /field "producerSKU" is not valid/],
    [{ dealer_price: '24.13' }, /field "dealer_price" is not valid/],
  ])('names the bad field of %j', (change, problem) => {
    const parsed = parsePriceInfo({ ...JSON.parse(text), ...change });
    expect(parsed.ok || answerProblem(parsed.problem)).toMatch(problem);
  });

  it.each([undefined, true, 0, ''])('refuses %j that is not an object', (json) => {
    const parsed = parsePriceInfo(json);
    expect(parsed.ok || answerProblem(parsed.problem)).toMatch(/expected an object but got a/);
  });
});
