/**
 * A resource's state-machine actions (enable, disable, publish, solve, archive, ...), declared once on the
 * resource: the kit offers each in the list's rows and on the show page, to an admin who holds its permission,
 * on a record whose state allows it and that is the admin's to change. The server answers
 * `POST /<resource>/{id}/<name>` with the record as it now is, 409 when its state does not allow the action.
 * A few are other calls on the record (`call`): a GET the spec names so (send-reset-password), a download.
 */
import type { ReactNode } from 'react';
import { type Delegator, type Manifest, needsMet, type PermissionName } from '@backlot/contract';
import { camelKey } from '../api/case';
import type { FormControlField } from './field-item';
import type { ContractObject } from './rules';

export type ActionSpec<T> = {
  /** The URL segment: `enable`, `resetQRCode`, `publish`. */
  name: string;
  permission: PermissionName;
  /** i18n key of the button, in the resource's namespace. */
  label: string;
  icon: ReactNode;
  /** Shown in red, its confirmation's OK button too. */
  danger?: boolean;
  /** Whether the record's state offers it (`status === 'disabled'` for enable); always, when absent. */
  visible?: (record: T, actor: Delegator) => boolean;
  /** i18n key of the question asked first, `{{name}}` being the record's title; none: it runs on click. */
  confirm?: string;
  /** What the question adds below it, from the record (what a restore from the trash brings back). */
  detail?: (record: T) => ReactNode;
  /** It changes other resources' records too (a restore from the trash): every cached answer is refreshed. */
  refreshesAll?: boolean;
  /** i18n key of what is said once it worked. */
  success: string;
  /** A lower-case key that runs it on the focused row of a queue list (`ResourceList queue`). */
  shortcut?: string;
  /** The action takes input: a modal form (which is then its confirmation) whose values are the request body. */
  form?: ActionForm;
  /**
   * A body worked out without a form, from the record and the signed-in admin (camelCase, as a form's values):
   * "Assign to me" sends the admin's own id.
   */
  body?: (record: T, actor: Delegator) => object;
  /**
   * How it is called: `post` (the default) sends the form's values as the body; `get` sends them as the query
   * (the spec names a few actions as GETs); `download` saves the answer as a file under the server's name;
   * `delete` is the record's `DELETE` (a trash entry's purge, under its own label and permission).
   */
  call?: ActionCall;
};

export type ActionCall = 'post' | 'get' | 'download' | 'delete';

export type ActionForm = {
  /** i18n key of the dialog's title; `{{name}}` is the record's title. */
  title: string;
  /** The form's fields, named as the body's keys (camelCase), with the resource form's value types. */
  fields: FormControlField[];
  /** The contract's body schema: the fields' rules and required marks, and how empty controls are sent. */
  schema?: ContractObject;
  /** Sends the opening's `idempotencyKey` with the body (`idempotency.ts`): a double click never acts twice. */
  idempotent?: boolean;
};

/** What the kit needs to decide which actions a record offers. */
type Offering<T> = {
  actions?: readonly ActionSpec<T>[];
  locked?: (record: T, actor: Delegator) => string | false;
};

/**
 * The actions `record` offers the signed-in admin: those whose permission they hold and that the record's
 * state allows, none on a record the resource locks against them.
 */
export function offeredActions<T>(
  resource: Offering<T>,
  record: T,
  actor: Delegator,
  allowed: (permission: PermissionName) => boolean,
): ActionSpec<T>[] {
  if (!resource.actions?.length || resource.locked?.(record, actor)) return [];
  return resource.actions.filter((action) => allowed(action.permission) && (action.visible?.(record, actor) ?? true));
}

/**
 * What an action of the manifest's transitions adds on the screen: how it looks and what it says, and `when`, a
 * condition of the screen's besides the server's (a ban offered only while it would change something).
 */
type TransitionLooks<T> = Omit<ActionSpec<T>, 'name' | 'permission' | 'visible' | 'form'> & {
  form?: Omit<ActionForm, 'schema'>;
  /** `actor` is the signed-in admin: "Assign to me" is offered on a ticket not already theirs. */
  when?: (record: T, actor: Delegator) => boolean;
};

/**
 * Whether the manifest's transition `name` may run on a record (its state among `from`, the fields it needs set
 * or empty), as the server checks it: for a page that offers it otherwise than as an action (a reply box).
 */
export function allows<T>(manifest: Manifest, name: string): (record: T) => boolean {
  const machine = manifest.transitions;
  const declared = machine?.actions[name];
  if (!machine || !declared) throw new Error(`${manifest.resource}: ${name} is no transition of its manifest`);
  const state = camelKey(declared.field ?? machine.field) as keyof T;
  return (record) =>
    declared.from.includes(String(record[state])) &&
    needsMet(declared.needs, (field) => record[camelKey(field) as keyof T]);
}

/**
 * A transition of the contract's manifest as an action: the states it is offered in, the fields it needs set
 * or empty, its permission and its body's schema are the manifest's, so the screen offers exactly what the
 * server allows.
 */
export function transition<T>(manifest: Manifest, name: string, looks: TransitionLooks<T>): ActionSpec<T> {
  const allowed = allows<T>(manifest, name);
  const declared = manifest.transitions!.actions[name]!;
  const { when = () => true, ...shown } = looks;
  return {
    ...shown,
    name,
    permission: declared.permission ?? (`${name}-${manifest.resource}` as PermissionName),
    visible: (record, actor) => allowed(record) && when(record, actor),
    form: looks.form && { ...looks.form, schema: declared.body },
  };
}
