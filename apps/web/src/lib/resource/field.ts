/**
 * A resource's fields and filters, as its declaration gives them: how each value is shown, edited, checked and
 * related to other records. The resource (`resource.ts`) holds them.
 */
import type { CSSProperties, ReactElement, ReactNode } from 'react';
import type { Rule } from 'antd/es/form';
import type { Delegator } from '@backlot/contract';
import type { ResourceT } from './use-resource-t';

/** How a value is shown and edited. */
export type ValueType =
  | 'text'
  | 'textarea'
  | 'number'
  | 'password'
  | 'select'
  | 'datetime'
  | 'boolean'
  /** A calendar day, `YYYY-MM-DD`. */
  | 'date'
  /** An amount, a decimal string (`"19.99"`) in the currency another field of the record names (`currencyField`). */
  | 'money'
  /** A list of `{ platform, url }`. */
  | 'links'
  /** Rich text (HTML the server sanitizes). */
  | 'html'
  /** Stored files, held as the file record the API answers (`cover`), written as its id (`writes: 'coverId'`). */
  | 'image'
  | 'video'
  | 'subtitle'
  /** A PDF, ZIP or image to download (a ticket's or a cooperation request's attachment). */
  | 'attachment'
  /** Related records in order, held as the records (`models`), written as their ids (`writes: 'modelIds'`). */
  | 'relations'
  /** One record of another resource, held as its id (`siteId`), picked by searching `relation.path`. */
  | 'record';

/** Where a `relations` field finds its records (`GET /<path>?q=`) and how one reads. */
export type RelationSpec = {
  path: string;
  /** A record's name; `language` (the UI's, where the caller knows it) may put one language's name first. */
  labelOf: (record: RelatedRecord, language?: string) => string;
};
export type RelatedRecord = { id: number } & Record<string, unknown>;

/**
 * A record's ordered related records on their own route (`/<resource>/{id}/<path>`), shown on its show page in
 * a panel of their own: searched and added, dragged into order, removed — each change saved as the whole list.
 */
export type RelationPanelSpec = {
  /** The route's segment (`videos` for `/blocks/{id}/videos`). */
  path: string;
  /** The body's field of the ids (`videoIds`). */
  writes: string;
  /** i18n keys: the panel's title (given `count`) and the picker's placeholder. */
  title: string;
  add: string;
  relation: RelationSpec;
  /** The picture a row shows (a video's cover), if any. */
  thumbnailOf?: (record: RelatedRecord) => string | null;
};

/** A choice of a select field or filter; `label` is an i18n key of the resource's namespace. */
export type Option = { value: string | number; label: string; color?: string };

/** A filter of the search form; its value lives in the URL under `name`. */
export type FilterSpec = {
  name: string;
  /** i18n key of the label, in the resource's namespace. */
  label: string;
  /** `number`: the value is an id or a count (a record picker passed as `input` is one). */
  type: 'text' | 'number' | 'select' | 'dateRange' | 'decimalRange';
  options?: Option[];
  /**
   * The control, when the type's default will not do (a record picker); it is given the "All" placeholder,
   * and the full width on a phone.
   */
  input?: ReactElement<{ placeholder?: string; style?: CSSProperties }>;
  /** dateRange, decimalRange: URL names of the first and last day, or of the least and greatest amount. */
  range?: readonly [string, string];
};

export type Field<T> = {
  /** Key of the record (camelCase) and of the form value. */
  name: Extract<keyof T, string> | (string & {});
  /**
   * The body key the form writes the value under, when the record reads it under another (`cover` is read as
   * a file record and written as `coverId`; `models` as records and `modelIds`): the value type turns one
   * into the other, and the server's messages about `coverId` show on `cover`.
   */
  writes?: string;
  /** `relations` fields: where the related records come from. */
  relation?: RelationSpec;
  /** i18n key of the label, in the resource's namespace (`fields.name`) or another (`resource:fields.id`). */
  label: string;
  /**
   * Whether the field applies to a record with these values (a plan's prices by its type): the form shows it
   * only then, following the values as they are typed, and the detail page only for such a record.
   */
  shownIf?: (values: Record<string, unknown>) => boolean;
  /** `money` fields: the record's field holding the currency code (default `currency`). */
  currencyField?: string;
  valueType?: ValueType;
  options?: Option[];
  /** Sortable in the table; the wire column defaults to the snake_case name. */
  sortable?: boolean | string;
  /** Table column width; text longer than it (by default, than 320 px) is cut with an ellipsis. */
  width?: number;
  /** Shown in the table and detail page instead of the raw value; `t` reads the resource's namespace. */
  render?: (record: T, t: ResourceT, language: string) => ReactNode;
  /** The form control, when the value type's default will not do. */
  input?: ReactNode;
  /** Extra form rules besides those derived from the contract. */
  rules?: Rule[];
  /** Form help text, an i18n key. */
  help?: string;
  /** The value a new record's form starts with. */
  defaultValue?: unknown;
  /** On the edit form, may be left empty to keep the current value (a password); checked with the update schema. */
  optionalOnEdit?: boolean;
  /** Left out of the table (a password never shows in the table or the detail page). */
  hideInTable?: boolean;
  hideInForm?: boolean | 'create' | 'edit';
  hideInDetail?: boolean;
  /**
   * Hidden in the table until the user shows it in the column settings; `'in-chinese'` / `'in-english'`: only
   * while the UI is in Chinese (Simplified or Traditional) / in English — one of a pair of texts (`title`,
   * `titleCn`) of which the table shows the one in the UI's language.
   */
  hiddenByDefault?: boolean | 'in-chinese' | 'in-english';
  /**
   * On the detail page, the i18n key of the titled part the field is shown in (a member's attribution); fields
   * without one are shown in the record's own card, each section in a card of its own below it, in field order.
   */
  section?: string;
  /**
   * On a two-column form, whether the field takes the whole row; by default its value type decides (rich text,
   * long text, links: the row; the rest, files too: a column).
   */
  wide?: boolean;
  /**
   * When the signed-in admin may not change this field of `record` (undefined on create), the i18n key of why:
   * the control is disabled and the reason shown beneath it (the form still sends the value as it was).
   */
  readOnly?: (record: T | undefined, actor: Delegator) => string | false;
};
