/**
 * The currencies money may be in: ISO 4217's active currency codes (its "list one" as of 2025: XCG in ANG's place),
 * without the funds codes (BOV, CHE, CHW, CLF, COU, MXV, USN, UYI, UYW), precious metals, SDR, the bond-market
 * units and the test codes (X.. other than the regional currencies XAF, XCD, XCG, XOF, XPF): nothing a card is
 * charged in. Server (plans, payout reports, processors' notifications) and web app read this one list.
 *
 * A fixed list rather than `Intl.supportedValuesOf('currency')`: what Intl answers is the ICU build's, so it
 * differs between Node releases and between browsers (Node 20 with ICU 78 still lists HRK, SLL and CUC, withdrawn
 * since, and lacks VED), and a code the ledger takes must not change with a runtime upgrade nor differ between
 * the web form and the server. A new ISO amendment is a change here, reviewed like any other.
 * Written fifteen a line, in alphabetical order.
 */
// prettier-ignore
export const CURRENCIES = [
  'AED', 'AFN', 'ALL', 'AMD', 'AOA', 'ARS', 'AUD', 'AWG', 'AZN', 'BAM', 'BBD', 'BDT', 'BGN', 'BHD', 'BIF',
  'BMD', 'BND', 'BOB', 'BRL', 'BSD', 'BTN', 'BWP', 'BYN', 'BZD', 'CAD', 'CDF', 'CHF', 'CLP', 'CNY', 'COP',
  'CRC', 'CUP', 'CVE', 'CZK', 'DJF', 'DKK', 'DOP', 'DZD', 'EGP', 'ERN', 'ETB', 'EUR', 'FJD', 'FKP', 'GBP',
  'GEL', 'GHS', 'GIP', 'GMD', 'GNF', 'GTQ', 'GYD', 'HKD', 'HNL', 'HTG', 'HUF', 'IDR', 'ILS', 'INR', 'IQD',
  'IRR', 'ISK', 'JMD', 'JOD', 'JPY', 'KES', 'KGS', 'KHR', 'KMF', 'KPW', 'KRW', 'KWD', 'KYD', 'KZT', 'LAK',
  'LBP', 'LKR', 'LRD', 'LSL', 'LYD', 'MAD', 'MDL', 'MGA', 'MKD', 'MMK', 'MNT', 'MOP', 'MRU', 'MUR', 'MVR',
  'MWK', 'MXN', 'MYR', 'MZN', 'NAD', 'NGN', 'NIO', 'NOK', 'NPR', 'NZD', 'OMR', 'PAB', 'PEN', 'PGK', 'PHP',
  'PKR', 'PLN', 'PYG', 'QAR', 'RON', 'RSD', 'RUB', 'RWF', 'SAR', 'SBD', 'SCR', 'SDG', 'SEK', 'SGD', 'SHP',
  'SLE', 'SOS', 'SRD', 'SSP', 'STN', 'SVC', 'SYP', 'SZL', 'THB', 'TJS', 'TMT', 'TND', 'TOP', 'TRY', 'TTD',
  'TWD', 'TZS', 'UAH', 'UGX', 'USD', 'UYU', 'UZS', 'VED', 'VES', 'VND', 'VUV', 'WST', 'XAF', 'XCD', 'XCG',
  'XOF', 'XPF', 'YER', 'ZAR', 'ZMW', 'ZWG',
] as const;
export type Currency = (typeof CURRENCIES)[number];

const KNOWN: ReadonlySet<string> = new Set(CURRENCIES);

/** Whether `code` is one of CURRENCIES (written in capitals). */
export const isCurrency = (code: string): code is Currency => KNOWN.has(code);
