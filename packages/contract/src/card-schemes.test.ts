import { describe, expect, it } from 'vitest';
import { ECP_THRESHOLDS, schemeLevel, VAMP_THRESHOLDS } from './card-schemes.js';

describe('card-scheme levels', () => {
  it('Mastercard ECP: early warning, excessive and high excessive by ratio and count together', () => {
    expect(schemeLevel(ECP_THRESHOLDS, 99, 1_000)).toBe('ok'); // 9.9 %, fewer than 100
    expect(schemeLevel(ECP_THRESHOLDS, 100, 10_000)).toBe('early_warning'); // 1 %
    expect(schemeLevel(ECP_THRESHOLDS, 149, 10_000)).toBe('early_warning');
    expect(schemeLevel(ECP_THRESHOLDS, 150, 10_000)).toBe('excessive'); // 1.5 %
    expect(schemeLevel(ECP_THRESHOLDS, 299, 9_000)).toBe('excessive'); // 3.3 %, fewer than 300
    expect(schemeLevel(ECP_THRESHOLDS, 300, 10_000)).toBe('high_excessive'); // 3 %
    expect(schemeLevel(ECP_THRESHOLDS, 120, 20_000)).toBe('ok'); // 0.6 %
  });

  it('Visa VAMP: excessive from 1.5 % with at least 1,500', () => {
    expect(schemeLevel(VAMP_THRESHOLDS, 1_499, 10_000)).toBe('ok');
    expect(schemeLevel(VAMP_THRESHOLDS, 1_500, 100_000)).toBe('excessive');
    expect(schemeLevel(VAMP_THRESHOLDS, 1_500, 100_001)).toBe('ok');
  });

  it('without a previous month, nothing is reached', () => {
    expect(schemeLevel(ECP_THRESHOLDS, 500, 0)).toBe('ok');
  });
});
