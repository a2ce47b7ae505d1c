/**
 * Which currency a chart draws: charts show one currency at a time (amounts of two currencies are never added
 * or drawn on one axis); the switch appears when the figures have more than one.
 */
import { Segmented } from 'antd';
import { useState } from 'react';

export function useCurrency(currencies: string[]) {
  const [picked, setPicked] = useState<string>();
  const currency = picked && currencies.includes(picked) ? picked : currencies[0];
  const control =
    currencies.length > 1 ? (
      <Segmented size="small" value={currency} onChange={(value) => setPicked(String(value))} options={currencies} />
    ) : null;
  return { currency, control };
}
