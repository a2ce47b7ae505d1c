/** Figures in the user's language: counts, money of one currency, and the change between two values. */
import { useMemo } from 'react';
import { formatMoney, useLanguage } from '../../../lib/resource';

export type Format = ReturnType<typeof formatsFor>;

function formatsFor(language: string) {
  const numbers = new Intl.NumberFormat(language);
  const percent = new Intl.NumberFormat(language, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  });
  return {
    count: (value: number) => numbers.format(value),
    money: (amount: string, currency: string) => formatMoney(amount, currency, language),
    /** Change from `before` to `now`; null when there was nothing before to compare with. */
    change: (now: number, before: number) => (before === 0 ? null : percent.format((now - before) / before)),
    percentText: (value: string) => `${numbers.format(Number(value))}%`,
  };
}

export function useFormat(): Format {
  const language = useLanguage();
  return useMemo(() => formatsFor(language), [language]);
}
