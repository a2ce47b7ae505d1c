/** Which columns of a resource's table are shown: the user's choices, remembered per resource. */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readJson, writeJson } from '../settings/storage';

export type ColumnChoice = { name: string; hiddenByDefault?: boolean | 'in-chinese' | 'in-english' };

/** Whether a column starts hidden in the UI `language`. */
export function hiddenAtFirst(column: ColumnChoice | undefined, language: string): boolean {
  const hidden = column?.hiddenByDefault;
  if (hidden === 'in-chinese') return language.startsWith('zh');
  if (hidden === 'in-english') return !language.startsWith('zh');
  return hidden === true;
}

/** Name -> shown, for the columns the user has changed. */
type Choices = Record<string, boolean>;

const storageKey = (resource: string) => `columns.${resource}`;

export function useColumnSettings(resource: string, columns: readonly ColumnChoice[]) {
  const [choices, setChoices] = useState<Choices>(() => readJson<Choices>(storageKey(resource), {}));
  const { i18n } = useTranslation();
  const language = i18n.language;

  const isShown = useCallback(
    (name: string) =>
      choices[name] ??
      !hiddenAtFirst(
        columns.find((column) => column.name === name),
        language,
      ),
    [choices, columns, language],
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
  /** Shows exactly the columns named (a saved view's), hiding the others. */
  const showOnly = useCallback(
    (names: readonly string[]) => remember(Object.fromEntries(columns.map((c) => [c.name, names.includes(c.name)]))),
    [columns, remember],
  );

  return { isShown, setShown, reset, showOnly };
}
