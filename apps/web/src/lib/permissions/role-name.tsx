/**
 * How a role reads: the built-in role is stored under its code name (`super-admin`, which the server and
 * the audit log keep), and shown by a name in the UI language; every other role by the name it was given.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPER_ADMIN_ROLE } from '@backlot/contract';

/** The display name of a role given by its stored name; `t` is any of the app's translation functions. */
export function roleDisplayName(name: string, t: (key: string) => string): string {
  return name === SUPER_ADMIN_ROLE ? t('common:builtinRole') : name;
}

/** `(name) => text`: `roleDisplayName` in the UI language. */
export function useRoleName(): (name: string) => string {
  const { t } = useTranslation('common');
  return useCallback((name: string) => roleDisplayName(name, t), [t]);
}

/** A role's display name, where a component fits (table cells, tags). */
export function RoleName({ name }: { name: string }) {
  return useRoleName()(name);
}
