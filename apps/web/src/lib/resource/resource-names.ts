/**
 * Each resource's name from the permission catalogue, for a messages file (so zh-TW is made from it with the
 * rest): lower case for sentences ("videos"), or capitalised for a column ("Videos").
 */
import { RESOURCE_LABELS } from '@backlot/contract';

export const resourceNames = (language: 'en' | 'zh-CN', capitalised = false) =>
  Object.fromEntries(
    Object.entries(RESOURCE_LABELS).map(([name, label]) => [
      name,
      capitalised ? label[language].charAt(0).toUpperCase() + label[language].slice(1) : label[language],
    ]),
  );
