import { describe, expect, it } from 'vitest';
import { LANGUAGES, RESOURCE_LABELS } from '@backlot/contract';
import type { MessageTree } from '../lib/i18n';
import { featureMessages, loadRecordFields } from './features';

const recordFields = await loadRecordFields();

const lookup = (tree: MessageTree, key: string) =>
  key
    .split('.')
    .reduce<MessageTree | string | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      tree,
    );

describe('the fields the audit log reads', () => {
  it.each(Object.entries(recordFields))(
    'of %s have labels and value labels in every language',
    async (resource, described) => {
      expect(RESOURCE_LABELS).toHaveProperty(resource);
      const load = featureMessages[described.ns as keyof typeof featureMessages];
      expect(load).toBeDefined();
      const { messages } = await load!();
      for (const language of LANGUAGES) {
        for (const field of Object.values(described.fields)) {
          const keys = [field.label, ...Object.values(field.values ?? {})];
          for (const key of keys)
            expect(typeof lookup(messages[language] ?? {}, key), `${language} ${described.ns}:${key}`).toBe('string');
        }
      }
    },
  );
});
