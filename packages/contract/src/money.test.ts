/** Money on the wire: decimal strings in a currency's minor unit, both ways. */
import { describe, expect, it } from 'vitest';
import { currencyCode, currencyDigits, fromMinorUnits, moneyText, toMinorUnits } from './money.js';

describe('money', () => {
  it('knows how many decimals each currency has', () => {
    expect([currencyDigits('USD'), currencyDigits('JPY'), currencyDigits('BHD')]).toEqual([2, 0, 3]);
  });

  it('reads a decimal string as minor units, refusing more decimals than the currency has', () => {
    expect(toMinorUnits('19.99', 'USD')).toBe(1999);
    expect(toMinorUnits('19.9', 'USD')).toBe(1990);
    expect(toMinorUnits('19.900', 'USD')).toBe(1990);
    expect(toMinorUnits('-3.5', 'EUR')).toBe(-350);
    expect(toMinorUnits('500', 'JPY')).toBe(500);
    expect(toMinorUnits('1.5', 'JPY')).toBeNull();
    expect(toMinorUnits('0.001', 'USD')).toBeNull();
    expect(toMinorUnits('1.234', 'BHD')).toBe(1234);
  });

  it('writes minor units as the decimal string of the currency', () => {
    expect(fromMinorUnits(1999, 'USD')).toBe('19.99');
    expect(fromMinorUnits(5, 'USD')).toBe('0.05');
    expect(fromMinorUnits(-350, 'EUR')).toBe('-3.50');
    expect(fromMinorUnits(500, 'JPY')).toBe('500');
    expect(fromMinorUnits(0, 'USD')).toBe('0.00');
  });

  it('takes amounts and currency codes as text only', () => {
    expect(moneyText().safeParse('19.99').success).toBe(true);
    expect(moneyText().safeParse('-1').success).toBe(false);
    expect(moneyText().safeParse('1e3').success).toBe(false);
    expect(currencyCode().parse('usd')).toBe('USD');
    expect(currencyCode().safeParse('XYZ').success).toBe(false);
  });
});
