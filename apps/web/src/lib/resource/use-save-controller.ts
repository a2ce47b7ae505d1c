/**
 * Saving a form: runs the call, says so on success, and on failure puts each server message on its field
 * (the first message of each, as the spec asks) or, when no field can take it, in a message toast.
 */
import { useMutation } from '@tanstack/react-query';
import { type FormInstance } from 'antd';
import { useMessage } from '../feedback';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import { fieldErrorsOf } from '../api/form-errors';

/** Puts an ApiError's field messages on the form's mounted fields; returns what could not be placed. */
export function placeFieldErrors(form: FormInstance, error: unknown): string[] {
  const mounted = new Set(Object.keys(form.getFieldsValue()));
  const firsts = Object.entries(fieldErrorsOf(error)).flatMap(([name, messages]) =>
    messages?.[0] ? [{ name, errors: [messages[0]] }] : [],
  );
  const placed = firsts.filter((entry) => mounted.has(entry.name));
  form.setFields(placed);
  if (placed[0]) form.scrollToField(placed[0].name);
  return firsts.filter((entry) => !mounted.has(entry.name)).flatMap((entry) => entry.errors);
}

export type SaveControllerOptions<Values, Result> = {
  form: FormInstance<Values>;
  save: (values: Values) => Promise<Result>;
  onSaved?: (result: Result) => void;
  /** Said once saved; the kit's "Saved." by default. */
  success?: string;
};

export function useSaveController<Values, Result>({
  form,
  save,
  onSaved,
  success,
}: SaveControllerOptions<Values, Result>) {
  const message = useMessage();
  const { t } = useTranslation('resource');
  const mutation = useMutation({ mutationFn: save });

  const submit = async (values: Values) => {
    try {
      const result = await mutation.mutateAsync(values);
      message.success(success ?? t('saved'));
      onSaved?.(result);
    } catch (error) {
      const unplaced = placeFieldErrors(form, error);
      const placedAny = Object.keys(fieldErrorsOf(error)).length > unplaced.length;
      if (unplaced.length) message.error(unplaced.join(' '));
      else if (!placedAny) message.error(errorText(error, t('failed')));
    }
  };

  return { submit, saving: mutation.isPending };
}

/** What to tell the user about a failed call. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status !== 0 && error.message ? error.message : fallback;
}
