import { describe, expect, it } from 'vitest';
import type { MessageLoaders } from './i18n';
import { feature, featuresOf, group, messagesOf, partOf, recordFieldsOf, routesOf } from './feature';
import type { AppRoute } from './routes';

const page = (async () => ({ default: () => null })) as never;
const load = (async () => ({ messages: { en: {}, 'zh-CN': {} } })) as MessageLoaders[string];
const paths = (routes: readonly AppRoute[]): unknown[] =>
  routes.map((route) => (route.children ? { [route.path]: paths(route.children) } : route.path));

const crud = (ns: string, base: string) => ({
  ns,
  base,
  listPath: `/group/${base}`,
  permissions: { list: 'list-tags', create: 'create-tags', edit: 'edit-tags' } as const,
  pages: { list: page, create: page, edit: page, show: page },
});

describe('a feature placed in a group', () => {
  const own = feature({
    messages: { own: load },
    crud: crud('own', ''),
    routes: [{ path: 'preview', component: page }],
    parts: { elsewhere: [{ path: 'apart', component: page }] },
  });
  const sibling = feature({ messages: { sibling: load }, crud: crud('sibling', 'sibling') });
  const entries = [
    group({ path: '/group', meta: { title: 'group' } }, [own, sibling]),
    group({ path: '/other', meta: { title: 'other' } }, [partOf(own, 'elsewhere')]),
  ];

  it("keeps its pages in order, and the group's record pages last, so that no sibling is taken for an id", () => {
    expect(paths(routesOf(entries))).toEqual([
      {
        '/group': [
          '',
          'create',
          'preview',
          'sibling',
          'sibling/create',
          'edit/:id',
          ':id',
          'sibling/edit/:id',
          'sibling/:id',
        ],
      },
      { '/other': ['apart'] },
    ]);
  });

  it('registers each namespace once, wherever its feature is placed', () => {
    expect(featuresOf(entries)).toHaveLength(3);
    expect(Object.keys(messagesOf(featuresOf(entries)))).toEqual(['own', 'sibling']);
  });
});

describe('a feature with a menu entry of its own', () => {
  it('holds its pages, records last, under that entry', () => {
    const own = feature({
      messages: {},
      menu: { path: '/own', meta: { title: 'own' } },
      crud: crud('own', ''),
      records: [{ path: ':parentId/nested/create', component: page }],
    });
    expect(paths(routesOf([own]))).toEqual([{ '/own': ['', 'create', 'edit/:id', ':id', ':parentId/nested/create'] }]);
  });
});

describe('the record fields', () => {
  it("load every feature's, by resource name", async () => {
    const fields = { ns: 'own', fields: { name: { label: 'fields.name' } } };
    const own = feature({ messages: {}, recordFields: { owns: async () => fields } });
    expect(await recordFieldsOf([own, feature({ messages: {} })])).toEqual({ owns: fields });
  });
});
