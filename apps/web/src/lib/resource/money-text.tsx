/** An amount in its currency, formatted in the UI language (where a field's render shows money). */
import { useLanguage } from './use-language';
import { formatMoney } from './money';

export function MoneyText({ amount, currency }: { amount: string; currency: string }) {
  return <>{formatMoney(amount, currency, useLanguage())}</>;
}
