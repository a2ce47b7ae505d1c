/**
 * The version an edit form is based on, and what it does when a save is refused as stale (someone saved the
 * record since): it reads the record as saved now, lists the fields where it and the form differ, and lets the
 * editor reload it into the form or save the form over it. The version is the record's `updatedAt` when the
 * form first showed it (a refetch in the background does not move it: the form still holds what it showed),
 * then that of each save.
 */
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { isStaleVersion } from '../api/client';
import { initialValues, type FormField } from './form-fields';
import type { Resource } from './resource';
import type { StaleSave } from './stale-save-dialog';
import type { RecordBase, RecordId } from './types';
import type { ResourceT } from './use-resource-t';

type Values = Record<string, unknown>;

/** A record's version, when it has one. */
export const versionOf = (record: object | undefined): string | undefined => {
  const version = (record as { updatedAt?: unknown } | undefined)?.updatedAt;
  return typeof version === 'string' ? version : undefined;
};

const blank = (value: unknown) => value === undefined || value === null || value === '';
const same = (a: unknown, b: unknown) => (blank(a) && blank(b)) || JSON.stringify(a) === JSON.stringify(b);

export function useStaleSave<T extends RecordBase>(options: {
  resource: Resource<T>;
  fields: FormField<T>[];
  form: FormInstance<Values>;
  record: T | undefined;
  id: RecordId | undefined;
  t: ResourceT;
}) {
  const { resource, fields, form, record, id, t } = options;
  const queryClient = useQueryClient();
  // A ref, not state: "save mine" moves it and submits at once, and the save reads it then.
  const basedOn = useRef<string | undefined>(undefined);
  const [stale, setStale] = useState<(StaleSave & { saved: Values }) | null>(null);

  useEffect(() => {
    if (basedOn.current === undefined && record) basedOn.current = versionOf(record);
  }, [record]);

  return {
    /** The version the next save is based on. */
    basedOn: () => basedOn.current,
    stale,
    /** A save went through: the form now holds that version. */
    saved: (result: T) => {
      basedOn.current = versionOf(result);
    },
    /** Answers a stale save's refusal with the comparison; false for any other refusal. */
    async onRefused(error: unknown) {
      if (!isStaleVersion(error) || id === undefined) return false;
      const now = await queryClient.fetchQuery({ ...resource.api.one(id), staleTime: 0 });
      const saved: Values = initialValues(resource, now, fields);
      const yours = form.getFieldsValue(true);
      const differences = fields
        .filter(({ field }) => !field.optionalOnEdit && !same(yours[field.name], saved[field.name]))
        .map(({ field }) => ({
          name: field.name,
          label: t(field.label),
          yours: yours[field.name],
          theirs: saved[field.name],
        }));
      const { changedBy, changedAt, version } = error.details as Record<string, string | null>;
      setStale({ by: changedBy ?? null, at: changedAt ?? '', version: version ?? '', differences, saved });
      return true;
    },
    /** Reloads the record as saved into the form. */
    takeTheirs() {
      if (!stale) return;
      form.setFieldsValue(stale.saved);
      basedOn.current = stale.version;
      setStale(null);
    },
    /** Saves the form again, over the saved record. */
    keepMine() {
      if (!stale) return;
      basedOn.current = stale.version;
      setStale(null);
      form.submit();
    },
    close: () => setStale(null),
  };
}
