/**
 * A resource's manifest: its fields, declared once, in the one package the server and the web app both import.
 * Each field says what the API answers, what a body may write (with its limits and its create default), and what
 * a list may do with it (sort, search, uniqueness). From the manifest come the contract's schemas (`entity`,
 * `create`, `update`, `listQuery`, `page`); the server's declaration adds only what is SQL (the table, and the
 * columns or conditions not named like the field), the web's only presentation (labels are `fields.<name>`).
 *
 * ```ts
 * export const tagManifest = manifest({
 *   resource: 'tags',
 *   fields: {
 *     id: field.id(),
 *     name: field.text(64).sortable().searched().unique(),
 *     sort: field.integer(0, 1_000_000).default(0).sortable(),
 *     ...field.timestamps(),
 *   },
 *   nameField: 'name',
 *   defaultSort: 'sort',
 * });
 * ```
 */
import { z } from 'zod';
import { idSchema, instant, listQuery, pageOf, sortParam } from './common.js';
import type { DeclaredFilters, FilterDef, FilterShape } from './filters.js';
import { currencyCode, moneyAmount, moneyText } from './money.js';
import type { PermissionName, PermissionResource } from './permissions.js';
import { optionalMultiLineText, optionalText, requiredText, richText } from './text.js';

/** How a value is edited and shown by default (the web's control, the audit log's reading). */
export type FieldKind =
  | 'id'
  | 'text'
  | 'multiline'
  | 'html'
  | 'integer'
  | 'money'
  | 'enum'
  | 'flag'
  | 'instant'
  | 'day'
  | 'reference'
  | 'other';

/** What lists and writes may do with a field besides holding it. */
export type FieldTraits = {
  sortable?: true;
  /** The list's `q` matches it, ignoring case, anywhere. */
  searched?: true;
  /** Unique ignoring case, within the records sharing the values of `within` (a site's). */
  unique?: { within: readonly string[] };
  /** `enum`: its values, whose labels are `<field>.<value>`. */
  values?: readonly string[];
  /** `reference`: the resource whose record's id it holds. */
  references?: PermissionResource;
  /** Written by bodies, never answered (a password). */
  writeOnly?: true;
};

type Input = z.ZodType | undefined;
/** A body's schema of a field that may hold none: absent or null. */
type Nullish<In extends Input> = In extends z.ZodType ? z.ZodOptional<z.ZodNullable<In>> : undefined;

/**
 * One field: `answer`, its schema in the API's answer; `input`, in an update's body (undefined: read-only);
 * `create`, in a create's body (the input with its default).
 */
export class Field<Answer extends z.ZodType = z.ZodType, In extends Input = Input, New extends Input = In> {
  constructor(
    readonly kind: FieldKind,
    readonly answer: Answer,
    readonly input: In,
    readonly create: New,
    readonly traits: FieldTraits = {},
  ) {}

  private with(traits: FieldTraits): this {
    const copy = new Field(this.kind, this.answer, this.input, this.create, { ...this.traits, ...traits });
    return copy as this;
  }

  sortable() {
    return this.with({ sortable: true });
  }
  searched() {
    return this.with({ searched: true });
  }
  /** Unique ignoring case (a taken value is a 422 on the field), within the records sharing `within`'s values. */
  unique(...within: string[]) {
    return this.with({ unique: { within } });
  }
  /** It may hold none: answered as null, and a body may leave it out or write null. Before `default`. */
  nullable(): Field<z.ZodNullable<Answer>, Nullish<In>> {
    if ((this.create as Input) !== this.input) throw new Error('a field is nullable before it has a default');
    const input = this.input?.nullish() as Nullish<In>;
    return new Field(this.kind, this.answer.nullable(), input, input, this.traits);
  }
  /** Answered, never written (a slot's fixed position). */
  readOnly(): Field<Answer, undefined> {
    return new Field(this.kind, this.answer, undefined, undefined, this.traits);
  }
  /** A create's body may leave it out, and the server then chooses (a new FAQ entry goes last). */
  optionalOnCreate(): Field<Answer, In, z.ZodOptional<NonNullable<In>>> {
    if (!this.input) throw new Error('a read-only field is never in a body');
    const create = (this.input as NonNullable<In>).optional() as z.ZodOptional<NonNullable<In>>;
    return new Field(this.kind, this.answer, this.input, create, this.traits);
  }
  /** The value a create's body may leave out. */
  default(value: z.input<NonNullable<In>>): Field<Answer, In, z.ZodDefault<NonNullable<In>>> {
    if (!this.input) throw new Error('a read-only field has no default');
    const create = (this.input as NonNullable<In>).default(value as never) as z.ZodDefault<NonNullable<In>>;
    return new Field(this.kind, this.answer, this.input, create, this.traits);
  }
}

type AnyField = Field<z.ZodType, Input, Input>;
const make = <A extends z.ZodType, I extends Input>(kind: FieldKind, answer: A, input: I, traits?: FieldTraits) =>
  new Field<A, I, I>(kind, answer, input, input, traits);

/** The field builders: `field.text(64)`, `field.enumOf(VIDEO_TYPES)`, ... */
export const field = {
  /** The record's id: read-only, sortable. */
  id: () => make('id', z.number().int(), undefined, { sortable: true }),
  /** Required single-line text of at most `max` characters. */
  text: (max: number) => make('text', z.string(), requiredText(max)),
  /** Optional single-line text: absent, null or empty all mean "none". */
  optionalText: (max: number) => make('text', z.string().nullable(), optionalText(max)),
  /** Optional multi-line text (a description). */
  optionalMultiline: (max: number) => make('multiline', z.string().nullable(), optionalMultiLineText(max)),
  /** Rich text: HTML of at most `max` characters, sanitized by the server before it is stored. */
  html: (max: number) => make('html', z.string(), richText(max)),
  /** An integer from `min` to `max`. */
  integer: (min: number, max: number) => make('integer', z.number().int(), z.number().int().min(min).max(max)),
  /** An amount (`"19.99"`), in the currency the record names. */
  money: () => make('money', moneyAmount, moneyText()),
  /** An ISO 4217 currency code, written in any case and kept in capitals. */
  currency: () => make('text', z.string(), currencyCode()),
  /** A stored file, written as its id (null takes it off); the answer shows the file beside it. */
  file: () => make('other', z.number().int(), idSchema).nullable(),
  /** Ids of records of another resource, at most `max` of them (a post's models, in order). */
  ids: (max: number) => make('other', z.array(z.number().int()), z.array(idSchema).max(max)),
  /** An instant a body writes (a promotion's start). */
  datetime: () => make('instant', instant, instant),
  /** One of `values`. */
  enumOf: <const V extends readonly [string, ...string[]]>(values: V) =>
    make('enum', z.enum(values), z.enum(values), { values }),
  /** A yes/no flag. */
  flag: () => make('flag', z.boolean(), z.boolean()),
  /** The id of a record of `resource`: one naming no record is a 422 on the field. */
  reference: (resource: PermissionResource) => make('reference', z.number().int(), idSchema, { references: resource }),
  /** An instant the server sets (read-only). */
  instant: () => make('instant', instant, undefined),
  /** A count the server keeps (read-only). */
  count: () => make('integer', z.number().int(), undefined),
  /** The state of `values` the record is in: read-only, changed by the manifest's transitions. */
  state: <const V extends readonly [string, ...string[]]>(values: V) =>
    make('enum', z.enum(values), undefined, { values }),
  /** The site a record belongs to: written as its id, answered with its name. */
  site: () => ({ site_id: field.reference('sites'), site_name: field.answer(z.string()) }),
  /** `created_at` (sortable) and `updated_at`, which the server sets. */
  timestamps: () => ({ created_at: field.instant().sortable(), updated_at: field.instant() }),
  /**
   * What the answer holds that no body writes (a related record read with it); a yes/no worked out by the server
   * (whether a deal is offered now) reads as every flag does.
   */
  answer: <A extends z.ZodType>(answer: A) =>
    make(answer instanceof z.ZodBoolean ? 'flag' : 'other', answer, undefined),
  /** What bodies write and answers never hold (a password; role ids, answered as the roles themselves). */
  writeOnly: <I extends z.ZodType>(kind: FieldKind, input: I) => make(kind, z.never(), input, { writeOnly: true }),
  /** A field of its own schemas: `answer` in answers, `input` in bodies (none: read-only). */
  of: <A extends z.ZodType, I extends Input = undefined>(kind: FieldKind, answer: A, input?: I) =>
    make(kind, answer, input as I),
};

type Fields = Record<string, AnyField>;
/** The fields a body may write. */
type Writable<F extends Fields> = { [K in keyof F]: F[K]['input'] extends z.ZodType ? K : never }[keyof F];
type AnswerShape<F extends Fields> = {
  [K in keyof F as F[K]['answer'] extends z.ZodNever ? never : K]: F[K]['answer'];
};
type CreateShape<F extends Fields> = { [K in Writable<F>]: NonNullable<F[K]['create']> };
type UpdateShape<F extends Fields> = { [K in Writable<F>]: z.ZodOptional<NonNullable<F[K]['input']>> };
type Body = Record<string, unknown>;

type FilterDefs = Record<string, FilterDef>;

export type ManifestDeclaration<F extends Fields, D extends FilterDefs> = {
  /** URL segment, permission resource and audit resource. */
  resource: PermissionResource;
  fields: F;
  /** The field that names a record (the audit log keeps it with each entry). */
  nameField: keyof F & string;
  /** A sortable field, `-` first for descending: the list's order when the query names none. */
  defaultSort: string;
  /** The list's filters (`filters({...})`). */
  filters?: DeclaredFilters<D>;
  /** The state machine, when the record has one. */
  transitions?: Transitions<keyof F & string>;
  /** Rules over the whole body (exactly one of two fields), with the message and the field it shows on. */
  refine?: { create?: BodyRule; update?: BodyRule };
  /**
   * No body writes its records (a processor's notifications, a queue's runs, the outbox, what the sites send): no
   * field may be writable, and the kits offer only its list and its show (and a delete where it says so).
   */
  readOnly?: true;
  /**
   * The actions staff may run on many selected records in one call (`POST /<resource>/bulk/<action>`, `bulk.ts`):
   * names of its transitions (each taking no body, or one whose every field is optional: it runs without one)
   * and `delete`.
   */
  bulk?: readonly string[];
};
/**
 * Actions moving a record's state `field`: each is `POST /{id}/<action>`, allowed from the states `from` (a
 * 409 otherwise; the web app offers it only then), under `permission` (default `<action>-<resource>`), taking
 * `body` when it takes one; `needs` names other fields that must hold a value (`set`) or none (`unset`),
 * checked alike (a complaint's video hidden once, and only when it names one). An action moving another state
 * field names it (`field`: a comment's `report_status`, beside its `status`).
 */
export type Transitions<Name extends string = string> = {
  field: Name;
  actions: Record<
    string,
    {
      from: readonly string[];
      permission?: PermissionName;
      body?: z.ZodObject;
      needs?: TransitionNeeds;
      field?: Name;
    }
  >;
};
export type TransitionNeeds = { set?: readonly string[]; unset?: readonly string[] };

/** Whether a record's fields meet a transition's `needs`, each field (wire name) read by `valueOf`. */
export const needsMet = (needs: TransitionNeeds | undefined, valueOf: (field: string) => unknown) =>
  (needs?.set ?? []).every((name) => valueOf(name) != null) &&
  (needs?.unset ?? []).every((name) => valueOf(name) == null);
type BodyRule = { check: (body: Body) => boolean; message: string; path: string };

const shapeOf = <S>(fields: Fields, pick: (field: AnyField) => z.ZodType | undefined) =>
  Object.fromEntries(
    Object.entries(fields).flatMap(([name, f]) => {
      const schema = pick(f);
      return schema ? [[name, schema]] : [];
    }),
  ) as S;

const refined = <T extends z.ZodType>(schema: T, rule?: BodyRule) =>
  rule ? schema.refine((body) => rule.check(body as Body), { message: rule.message, path: [rule.path] }) : schema;

/** A resource's manifest and the contract's schemas derived from it. */
export function manifest<const F extends Fields, D extends FilterDefs = Record<never, never>>(
  declaration: ManifestDeclaration<F, D>,
) {
  const { fields, filters, refine } = declaration;
  const writable = Object.keys(fields).filter((name) => fields[name]!.input);
  if (declaration.readOnly && writable.length)
    throw new Error(`${declaration.resource}: a read-only manifest has writable fields (${writable.join(', ')})`);
  checkBulk(declaration);
  const sortKeys = Object.keys(fields).filter((name) => fields[name]!.traits.sortable);
  if (!sortKeys.includes(declaration.defaultSort.replace(/^-/, '')))
    throw new Error(`${declaration.resource}: the default sort is not a sortable field`);
  const entity = z.object(shapeOf<AnswerShape<F>>(fields, (f) => (f.traits.writeOnly ? undefined : f.answer)));
  const create = refined(z.strictObject(shapeOf<CreateShape<F>>(fields, (f) => f.create)), refine?.create);
  const update = refined(z.strictObject(shapeOf<UpdateShape<F>>(fields, (f) => f.input?.optional())), refine?.update);
  const query = listQuery.extend({
    ...((filters?.query ?? {}) as FilterShape<D>),
    sort: sortParam(sortKeys as [string, ...string[]]),
  });
  return { ...declaration, entity, create, update, listQuery: query, page: pageOf(entity), sortKeys };
}

/** A manifest as the kits read it, whatever its fields. */
export type Manifest = {
  resource: PermissionResource;
  fields: Fields;
  nameField: string;
  defaultSort: string;
  /** The list's filters, as the kits read them. */
  filters?: { defs: FilterDefs };
  transitions?: Transitions;
  readOnly?: true;
  bulk?: readonly string[];
  entity: z.ZodType;
  create: z.ZodObject;
  update: z.ZodObject;
  listQuery: z.ZodType<{ page: number; per_page: number; sort?: string; q?: string }>;
  sortKeys: string[];
};

/** A bulk action is a transition that runs without a body, or the delete. */
function checkBulk({ resource, bulk = [], transitions }: Pick<Manifest, 'resource' | 'bulk' | 'transitions'>) {
  for (const name of bulk) {
    if (name === 'delete') continue;
    const action = transitions?.actions[name];
    if (!action) throw new Error(`${resource}: its bulk action ${name} is none of its transitions`);
    if (action.body && !action.body.safeParse({}).success)
      throw new Error(`${resource}: its bulk action ${name} needs a body`);
  }
}
