import { useTranslation } from 'react-i18next';

/** `t` of a resource's namespace that falls back on the kit's own strings (`fields.id`, `actions.edit`). */
export function useResourceT(ns: string) {
  return useTranslation([ns, 'resource']).t;
}

export type ResourceT = ReturnType<typeof useResourceT>;
