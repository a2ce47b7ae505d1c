/** Which columns of a resource's table are shown: the user's choices, remembered per resource. */
import { useCallback, useState } from 'react';
import { readJson, writeJson } from '../settings/storage';

export type ColumnChoice = { name: string; hiddenByDefault?: boolean };

/** Name -> shown, for the columns the user has changed. */
type Choices = Record<string, boolean>;

const storageKey = (resource: string) => `columns.${resource}`;

export function useColumnSettings(resource: string, columns: readonly ColumnChoice[]) {
  const [choices, setChoices] = useState<Choices>(() => readJson<Choices>(storageKey(resource), {}));

  const isShown = useCallback(
    (name: string) => choices[name] ?? !columns.find((column) => column.name === name)?.hiddenByDefault,
    [choices, columns],
  );

  const remember = useCallback(
    (next: Choices) => {
      setChoices(next);
      writeJson(storageKey(resource), next);
    },
    [resource],
  );

  const setShown = useCallback(
    (name: string, shown: boolean) => remember({ ...choices, [name]: shown }),
    [choices, remember],
  );
  const reset = useCallback(() => remember({}), [remember]);

  return { isShown, setShown, reset };
}
