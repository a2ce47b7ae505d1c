/**
 * Saving a form: runs the call, says so on success, and on failure puts each server message on its field
 * (the first message of each, as the spec asks) or, when no field can take it, in a message toast.
 */
import { useMutation } from '@tanstack/react-query';
import { type FormInstance } from 'antd';
import { useMessage } from '../feedback';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import { formFieldErrors } from '../api/form-errors';

/**
 * Puts an ApiError's field messages on the form's mounted fields; returns how many it placed and the messages
 * no field could take.
 */
export function placeFieldErrors(
  form: FormInstance,
  error: unknown,
  formNames: Record<string, string> = {},
): { placed: number; unplaced: string[] } {
  const mounted = new Set(Object.keys(form.getFieldsValue()));
  const entries = (formFieldErrors(error) as Array<{ name: string; errors: string[] }>).map((entry) => ({
    ...entry,
    name: formNames[entry.name] ?? entry.name,
  }));
  const placed = entries.filter((entry) => mounted.has(entry.name));
  form.setFields(placed);
  if (placed[0]) form.scrollToField(placed[0].name);
  const unplaced = entries.filter((entry) => !mounted.has(entry.name)).flatMap((entry) => entry.errors);
  return { placed: placed.length, unplaced };
}

export type SaveControllerOptions<Values, Result> = {
  form: FormInstance<Values>;
  save: (values: Values) => Promise<Result>;
  /** What follows a save (awaited): a form may pass its own to `submit` (one that also publishes). */
  onSaved?: (result: Result) => void | Promise<void>;
  /** Said once saved; the kit's "Saved." by default. */
  success?: string;
  /** Form names of body keys that differ from them (`{ coverId: 'cover' }`), for the server's field messages. */
  formNames?: Record<string, string>;
  /** Takes a refusal the form answers itself (a stale save's dialog): true when it did, and nothing is said. */
  onRefused?: (error: unknown) => Promise<boolean>;
};

export function useSaveController<Values, Result>({
  form,
  save,
  onSaved,
  success,
  formNames,
  onRefused,
}: SaveControllerOptions<Values, Result>) {
  const message = useMessage();
  const { t } = useTranslation('resource');
  const mutation = useMutation({ mutationFn: save });

  const submit = async (values: Values, then = onSaved) => {
    let result: Result;
    try {
      result = await mutation.mutateAsync(values);
    } catch (error) {
      if (await onRefused?.(error)) return;
      const { placed, unplaced } = placeFieldErrors(form, error, formNames);
      if (unplaced.length) message.error(unplaced.join(' '));
      else if (!placed) message.error(errorText(error, t('failed')));
      return;
    }
    message.success(success ?? t('saved'));
    await then?.(result);
  };

  return { submit, saving: mutation.isPending };
}

/** What to tell the user about a failed call. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status !== 0 && error.message ? error.message : fallback;
}
