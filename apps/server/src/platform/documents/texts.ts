/** A document's words in its language, and the language and time formats documents share. */
import type { FastifyRequest } from 'fastify';
import { inLanguage, type Language, type Localized } from '@backlot/contract';
import { requestLanguage } from '../errors.js';

/** The language a document is written in: the query's `lang`, else the request's `Accept-Language`. */
export const documentLanguage = (request: FastifyRequest, lang: Language | undefined): Language =>
  lang ?? requestLanguage(request);

/** The texts of a document, read in one language: `t('title')`, `{name}` placeholders filled from `params`. */
export function textsIn<K extends string>(texts: Record<K, Localized>, language: Language) {
  return (key: K, params: Record<string, string | number> = {}) =>
    inLanguage(texts[key], language).replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole));
}

/** An instant as `YYYY-MM-DD HH:mm` in the time zone: unambiguous in every language. */
export function zonedTime(instant: Date | string, timeZone: string): string {
  const text = new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant));
  return text;
}

/** An amount and its currency, as documents write money: `29.99 USD`. */
export const money = (amount: string, currency: string) => `${amount} ${currency}`;
