import { describe, expect, it } from 'vitest';
import { priceInfo } from '../../../test/support/price-info';
import { formatMoney } from '../format/numbers';
import { translator } from '../i18n/translator';
import { priceLine } from './priced-quote';
import { quoteFigures } from './quote-figures';
import { basisSwitchText } from './quote-figures-words';

// 10 × 15,95 € at 19 %: gross, 159,50 €; net, 10 × 13,40 € = 134,00 € + 25,46 € VAT = 159,46 €.
const lines = [priceLine({ artnr: '31245', quantity: 10, factor: null }, priceInfo({ price: '15.95', lifecycle: 'A' }))];
const gross = quoteFigures(lines, 'gross');
const net = quoteFigures(lines, 'net');

describe('basisSwitchText', () => {
  it('says which total is now binding, and that the gross total changes and why, in English and German', () => {
    const en = (amount: string) => formatMoney(amount, 'EUR', 'en-US');
    expect(basisSwitchText(gross, net, translator('en'), en)).toBe(
      'Prices are now net: the net total of €134.00 is binding, and the VAT is added to it per rate. ' +
        'The gross total changes from €159.50 to €159.46, as each basis rounds its own unit prices to the cent before they are multiplied and added up.',
    );
    const de = (amount: string) => formatMoney(amount, 'EUR', 'de-DE');
    expect(basisSwitchText(net, gross, translator('de'), de)).toBe(
      'Preise jetzt brutto: verbindlich ist der Gesamtbetrag brutto von 159,50\u00a0€, die enthaltene MwSt. wird je Satz herausgerechnet. ' +
        'Der Gesamtbetrag brutto ändert sich von 159,46\u00a0€ auf 159,50\u00a0€, weil jede Preisbasis ihre eigenen Einzelpreise auf den Cent rundet, bevor sie multipliziert und addiert werden.',
    );
  });

  it('net because no VAT is charged (an intra-Community supply): says no VAT is added, never that it is added per rate', () => {
    const supply = quoteFigures(lines, { basis: 'net', treatment: 'intraCommunity', vatId: 'NL123456789B01' });
    const en = (amount: string) => formatMoney(amount, 'EUR', 'en-US');
    expect(basisSwitchText(gross, supply, translator('en'), en)).toBe(
      'Prices are now net, without VAT: the total of €134.00 is binding (with VAT it was €159.50).',
    );
    const de = (amount: string) => formatMoney(amount, 'EUR', 'de-DE');
    expect(basisSwitchText(gross, supply, translator('de'), de)).toBe(
      'Preise jetzt netto, ohne MwSt.: verbindlich ist die Summe von 134,00\u00a0€ (mit MwSt. waren es 159,50\u00a0€).',
    );
  });

  it('says only which total is binding when the gross total is the same on both, and nothing without a total', () => {
    const even = [priceLine({ artnr: '1', quantity: 1, factor: null }, priceInfo({ price: '11.90', lifecycle: 'A' }))];
    const en = (amount: string) => formatMoney(amount, 'EUR', 'en-US');
    expect(basisSwitchText(quoteFigures(even, 'gross'), quoteFigures(even, 'net'), translator('en'), en)).toBe(
      'Prices are now net: the net total of €10.00 is binding, and the VAT is added to it per rate.',
    );
    const none = [priceLine({ artnr: '1', quantity: 1, factor: null }, priceInfo({ price: '0', lifecycle: 'A' }))];
    expect(basisSwitchText(quoteFigures(none, 'gross'), quoteFigures(none, 'net'), translator('en'), en)).toBeNull();
  });
});
