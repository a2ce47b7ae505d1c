/**
 * The value types a field may have, each written once: its form control, how a value reads in the table and
 * on the detail page, and the prop Form.Item binds. A field names its type (`valueType: 'date'`); a new kind
 * of value is one entry here. Controls a list's search form never shows (numbers, links, related records) or
 * with heavy code (calendars, the rich text editor, files) load with the first form that shows one; so do the
 * views of the rarer values (links, files).
 */
import { formatMoney } from './money';
import type { ReactNode } from 'react';
import { Input, Select, Space, Switch, Tag } from 'antd';
import type { Rule } from 'antd/es/form';
import type { StoredFile } from '../upload/upload-file';
import type { Field, RelatedRecord, ValueType } from './field';
import type { ResourceT } from './use-resource-t';
import { lazyControl } from './lazy-control';
import type { Link } from './inputs/links-input';
import type { FileKindShown, FileViewProps } from './inputs/file-view';
import { RemoteSelect } from './remote-select';

const NumberInput = lazyControl(() => import('./inputs/number-input'));
const LinksInput = lazyControl(() => import('./inputs/links-input'));
const LinksView = lazyControl(() => import('./inputs/links-view'));
const RelationsInput = lazyControl(() => import('./inputs/relations-input'));
const DateInput = lazyControl(() => import('./inputs/date-input'));
const RichTextInput = lazyControl(() => import('./inputs/rich-text-input'));
const FileInput = lazyControl(() => import('./inputs/file-input'));
// antd's Image comes with it: lists without files do not download it.
const FileView = lazyControl<FileViewProps>(() =>
  import('./inputs/file-view').then(({ FileView }) => ({ default: FileView })),
);

/** What a control is given: Form.Item's `value`/`onChange`/`id`, `disabled`, the field and the translator. */
export type ControlProps = {
  field: Pick<Field<unknown>, 'valueType' | 'options' | 'relation'>;
  t: ResourceT;
  disabled?: boolean;
} & Record<string, unknown>;

type DisplayContext = {
  field: Pick<Field<unknown>, 'options' | 'relation' | 'currencyField'>;
  /** The record the value belongs to (a price's currency is another of its fields). */
  record: unknown;
  t: ResourceT;
  language: string;
  place: 'table' | 'detail';
};

export type ValueTypeSpec = {
  input: (props: ControlProps) => ReactNode;
  /** A value that is not empty, as it reads; its text when absent. */
  display?: (value: unknown, context: DisplayContext) => ReactNode;
  /** The control's value prop, for Form.Item (`checked` for a switch). */
  valueProp?: 'checked';
  /** The form value as the body takes it, for a field that `writes` another key (a file record -> its id). */
  toWire?: (value: unknown) => unknown;
  /** Rules every field of the type has, besides the contract's (no saving while an upload runs). */
  rules?: (t: ResourceT) => Rule[];
};

/** Files: shown by kind, written as the file's id, not savable while the upload runs. */
function fileType(kind: FileKindShown): ValueTypeSpec {
  return {
    input: ({ field: _f, t, ...control }) => <FileInput kind={kind} t={t} {...control} />,
    display: (value, { language, place }) => (
      <FileView file={value as StoredFile} kind={kind} language={language} compact={place === 'table'} />
    ),
    toWire: (value) => (value as StoredFile | null | undefined)?.id ?? null,
    rules: (t) => [
      {
        validator: (_rule, value: unknown) =>
          value && typeof value === 'object' && 'uploading' in value
            ? Promise.reject(new Error(t('resource:upload.wait')))
            : Promise.resolve(),
      },
    ],
  };
}

/** Built once per language and kind: a format costs far more to build than to use, and a list has a date a cell. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(kind: 'instant' | 'day', language: string): Intl.DateTimeFormat {
  const key = `${kind} ${language}`;
  let format = dateFormats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'instant' ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium', timeZone: 'UTC' };
    dateFormats.set(key, (format = new Intl.DateTimeFormat(language, options)));
  }
  return format;
}

export function formatInstant(value: string, language: string): string {
  return dateFormat('instant', language).format(new Date(value));
}

/** A calendar day (`YYYY-MM-DD`, no time zone) in the reader's language. */
export function formatDay(value: string, language: string): string {
  return dateFormat('day', language).format(new Date(`${value}T00:00:00Z`));
}

export const valueTypes: Record<ValueType, ValueTypeSpec> = {
  text: { input: ({ field: _f, t: _t, ...control }) => <Input {...control} /> },
  textarea: {
    input: ({ field: _f, t: _t, ...control }) => <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} {...control} />,
    display: (value) => <span style={{ whiteSpace: 'pre-wrap' }}>{String(value)}</span>,
  },
  number: { input: ({ field: _f, t: _t, ...control }) => <NumberInput {...control} /> },
  password: {
    input: ({ field: _f, t: _t, ...control }) => <Input.Password autoComplete="new-password" {...control} />,
    display: () => '—',
  },
  boolean: {
    input: ({ field: _f, t: _t, ...control }) => <Switch {...control} />,
    display: (value, { t }) => (value ? t('resource:yes') : t('resource:no')),
    valueProp: 'checked',
  },
  select: {
    input: ({ field, t, ...control }) => (
      <Select options={field.options?.map((o) => ({ value: o.value, label: t(o.label) }))} allowClear {...control} />
    ),
    display: (value, { field, t }) => {
      const option = field.options?.find((o) => o.value === value);
      return option ? <Tag color={option.color}>{t(option.label)}</Tag> : String(value);
    },
  },
  money: {
    input: ({ field: _f, t: _t, ...control }) => <Input inputMode="decimal" placeholder="0.00" {...control} />,
    display: (value, { field, record, language }) =>
      formatMoney(
        String(value),
        String((record as Record<string, unknown>)[field.currencyField ?? 'currency']),
        language,
      ),
  },
  datetime: {
    input: ({ field: _f, t: _t, ...control }) => <DateInput time {...control} />,
    display: (value, { language }) => formatInstant(String(value), language),
  },
  date: {
    input: ({ field: _f, t: _t, ...control }) => <DateInput {...control} />,
    display: (value, { language }) => formatDay(String(value), language),
  },
  links: {
    input: ({ field: _f, t: _t, ...control }) => <LinksInput {...control} />,
    display: (value) => ((value as Link[]).length ? <LinksView links={value as Link[]} /> : '—'),
  },
  image: fileType('image'),
  video: fileType('video'),
  subtitle: fileType('subtitle'),
  attachment: fileType('attachment'),
  relations: {
    input: ({ field, t, ...control }) => <RelationsInput relation={field.relation!} t={t} {...control} />,
    display: (value, { field }) =>
      (value as RelatedRecord[]).length ? (
        <Space size={[0, 4]} wrap>
          {(value as RelatedRecord[]).map((record) => (
            // A long two-language name wraps inside its tag rather than widening a phone's page.
            <Tag key={record.id} style={{ whiteSpace: 'normal' }}>
              {field.relation!.labelOf(record)}
            </Tag>
          ))}
        </Space>
      ) : (
        '—'
      ),
    toWire: (value) => ((value as RelatedRecord[] | null | undefined) ?? []).map((record) => record.id),
  },
  record: {
    input: ({ field, t: _t, ...control }) => (
      <RemoteSelect<RelatedRecord> path={field.relation!.path} labelOf={field.relation!.labelOf} {...control} />
    ),
  },
  html: {
    input: ({ field: _f, ...control }) => <RichTextInput {...control} />,
    // The server keeps stored HTML to an allowlist (no script, no handlers): it is shown as written.
    display: (value) => <div className="rich-text" dangerouslySetInnerHTML={{ __html: String(value) }} />,
  },
};
