/**
 * How one changed field reads: its label from the feature that owns the resource, its values in the UI
 * language — Yes/No, labels of fixed values, permissions by their catalogue labels, dates formatted.
 */
import { useTranslation } from 'react-i18next';
import { inLanguage, PERMISSIONS, type Language, type Localized } from '@backlot/contract';
import { useRecordFields, type FieldDescription } from '.';
import { formatInstant } from '../resource/value-types';
import { useLanguage } from '../resource/use-language';

export type Reading = {
  translate: (key: string) => string;
  language: Language;
  /** Namespace of the field's labels, and the field, when its resource describes it. */
  ns?: string;
  field?: FieldDescription;
};

const PERMISSION_LABELS = new Map<string, Localized>(PERMISSIONS.map((p) => [p.name, p.label]));
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `twoFactorEnabled` -> `Two factor enabled`: the label of a field no feature describes. */
const humanize = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The text of a value that is not a list: what a person reads, never a code. */
export function textOf(value: unknown, reading: Reading): string {
  const { translate, language, ns, field } = reading;
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return translate(value ? 'resource:yes' : 'resource:no');
  if (typeof value === 'number') return value.toLocaleString(language);
  if (Array.isArray(value)) return value.map((item) => textOf(item, reading)).join(', ');
  if (typeof value === 'object') {
    return Object.entries(value)
      .map(([key, item]) => `${humanize(key)}: ${textOf(item, reading)}`)
      .join(', ');
  }
  const text = String(value);
  const permission = field?.permissions ? PERMISSION_LABELS.get(text) : undefined;
  if (field?.permissions) return permission ? inLanguage(permission, language) : text;
  const valueKey = field?.values?.[text];
  if (valueKey && ns) return translate(`${ns}:${valueKey}`);
  if (INSTANT.test(text)) return formatInstant(text, language);
  if (DAY.test(text)) {
    return new Date(`${text}T00:00:00Z`).toLocaleDateString(language, { dateStyle: 'medium', timeZone: 'UTC' });
  }
  return text;
}

/** Reads the changed fields of one resource's entries; suspends until the descriptions and labels are there. */
export function useChangeReader(resource: string) {
  const described = useRecordFields()[resource];
  const { t } = useTranslation(['audit-logs', 'resource', ...(described ? [described.ns] : [])]);
  const language = useLanguage();
  const translate = (key: string) => t(key);
  const fieldOf = (key: string) => described?.fields[key];
  return {
    label: (key: string) => {
      const field = fieldOf(key);
      return field && described ? t(`${described.ns}:${field.label}`) : humanize(key);
    },
    /** Whether the resource describes the field (what a record's history lists of its creation). */
    describes: (key: string) => Boolean(fieldOf(key)),
    reading: (key: string): Reading => ({ translate, language, ns: described?.ns, field: fieldOf(key) }),
    /** The changed keys, in the order the resource describes its fields (others after). */
    order: (keys: string[]) => {
      const known = Object.keys(described?.fields ?? {});
      const rank = (key: string) => (known.includes(key) ? known.indexOf(key) : known.length);
      return [...keys].sort((a, b) => rank(a) - rank(b));
    },
  };
}
