/**
 * Every form section a resource declares names fields its form shows, no field twice, and has its heading in
 * every language, none the label of one of the form's fields (a heading names its section, and a field found by
 * its label must be one): a renamed field or a missing heading fails here rather than on a page.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@backlot/contract';
import type { MessageTree } from '../lib/i18n';
import { formFields } from '../lib/resource/form-fields';
import type { Resource } from '../lib/resource/resource';
import type { RecordBase } from '../lib/resource/types';
import { featureMessages } from './features';

const modules = import.meta.glob<Record<string, unknown>>('../features/*/{resource,feature}.{ts,tsx}');

const isResource = (value: unknown): value is Resource<RecordBase> =>
  typeof value === 'object' && value !== null && 'fields' in value && 'ns' in value && 'api' in value;
const hasResource = (value: unknown): value is { resource: () => Promise<Resource<RecordBase>> } =>
  typeof value === 'object' && value !== null && typeof (value as { resource?: unknown }).resource === 'function';

async function sectioned() {
  const found = new Map<string, Resource<RecordBase>>();
  for (const load of Object.values(modules))
    for (const value of Object.values(await load())) {
      const resource = isResource(value) ? value : hasResource(value) ? await value.resource() : undefined;
      if (resource?.formSections) found.set(resource.ns, resource);
    }
  return [...found.values()];
}

const lookup = (tree: MessageTree, key: string) =>
  key
    .split('.')
    .reduce<MessageTree | string | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      tree,
    );

const resources = await sectioned();

describe('form sections', () => {
  it('are declared by the long forms', () => {
    expect(resources.map((resource) => resource.ns)).toEqual(
      expect.arrayContaining(['videos', 'models', 'users', 'plans', 'posts', 'promotions', 'banners', 'blocks']),
    );
  });

  it.each(resources.map((resource) => [resource.ns, resource] as const))(
    'of %s name fields of the form, each once, and read in every language apart from the fields',
    async (ns, resource) => {
      const fields = (['create', 'edit'] as const).flatMap((mode) => formFields(resource, mode, resource.manifest));
      const onForm = new Set(fields.map(({ field }) => field.name));
      const named = resource.formSections!.flatMap((section) => section.fields);
      expect(named.filter((name) => !onForm.has(name))).toEqual([]);
      expect(new Set(named).size).toBe(named.length);
      const { messages } = await featureMessages[ns as keyof typeof featureMessages]!();
      for (const language of LANGUAGES) {
        // zh-TW is the build's conversion of zh-CN, made for tests too.
        const tree = messages[language];
        if (!tree) throw new Error(`no ${language} messages for ${ns}`);
        const labels = new Set(fields.map(({ field }) => lookup(tree, field.label)));
        for (const section of resource.formSections!) {
          const heading = lookup(tree, `sections.${section.name}`);
          expect(typeof heading, `${language} ${section.name}`).toBe('string');
          expect(labels.has(heading), `${language} ${section.name}: ${String(heading)}`).toBe(false);
        }
      }
    },
  );
});
