/**
 * A resource feature registers from one declaration: its routes, permissions, namespace, audit fields and the
 * resource its pages show all follow from the resource's name, path and manifest.
 */
import { describe, expect, it } from 'vitest';
import { field, manifest } from '@backlot/contract';
import type { MessageLoaders } from './i18n';
import { group, messagesOf, recordFieldsOf, routesOf } from './feature';
import { resourceFeature } from './resource-feature';
import type { AppRoute } from './routes';

const genreManifest = manifest({
  resource: 'tags',
  fields: {
    id: field.id(),
    name: field.text(32).sortable().searched(),
    mood: field.enumOf(['calm', 'wild']),
    ...field.timestamps(),
  },
  nameField: 'name',
  defaultSort: 'name',
});
const messages = (async () => ({ messages: { en: {}, 'zh-CN': {} } })) as MessageLoaders[string];
let manifestLoads = 0;
const genres = resourceFeature({
  ns: 'genres',
  path: '/catalogue/genres',
  manifest: async () => {
    manifestLoads += 1;
    return genreManifest;
  },
  messages,
  permissions: { list: 'list-tags', create: 'create-tags', edit: 'edit-tags' },
  declaration: { presentation: { mood: { width: 90 } } },
  pages: { create: true, edit: true, show: true },
});

const paths = (routes: readonly AppRoute[]): unknown[] =>
  routes.map((route) => (route.children ? { [route.path]: paths(route.children) } : route.path));

describe('a resource feature', () => {
  it("places its pages under its group by the list's path, under the permissions it names", () => {
    const routes = routesOf([group({ path: '/catalogue', meta: { title: 'catalogue' } }, [genres])]);
    expect(paths(routes)).toEqual([{ '/catalogue': ['genres', 'genres/create', 'genres/edit/:id', 'genres/:id'] }]);
    const permissions = routes[0]!.children!.map((route) => route.meta?.permission);
    expect(permissions).toEqual(['list-tags', 'create-tags', 'edit-tags', 'list-tags']);
  });

  it('registers its namespace and describes its fields for the audit log from the manifest', async () => {
    expect(Object.keys(messagesOf([genres]))).toEqual(['genres']);
    const { genres: described } = await recordFieldsOf([genres]);
    expect(described).toEqual({
      ns: 'genres',
      fields: {
        name: { label: 'fields.name' },
        mood: { label: 'fields.mood', values: { calm: 'mood.calm', wild: 'mood.wild' } },
      },
    });
  });

  it('gives its pages the resource its manifest and declaration make, loaded once', async () => {
    const before = manifestLoads;
    const [resource, again] = await Promise.all([genres.resource(), genres.resource()]);
    expect(again).toBe(resource);
    expect(manifestLoads - before).toBeLessThanOrEqual(1);
    expect(resource.api.path).toBe('genres');
    expect(resource.path).toBe('/catalogue/genres');
    expect(resource.hasShow).toBe(true);
    expect(resource.defaultSort).toBe('name');
    expect(resource.fields.find((f) => f.name === 'mood')).toMatchObject({ label: 'fields.mood', width: 90 });
  });
});
