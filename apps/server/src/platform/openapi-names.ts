/**
 * Every operation of the OpenAPI document is named by convention, `<resource>.<verb>`, from its path and method
 * alone, so a client generated from the document reads as the API does (`videos.list`, `videos.publish`):
 * - on a record (`/videos/{id}`): `show`, `update`, `delete` (and `patch`, `head` for resumable uploads);
 * - on a collection (a path with records under it, or one both read and written): `list` and `create`
 *   (`/videos`, `/videos/{id}/photos` is `videos.photos.list`);
 * - anything else is named by its path: an action (`POST /videos/{id}/publish` is `videos.publish`), a report
 *   (`GET /dashboard/revenueTrend` is `dashboard.revenueTrend`), and a second method on it adds its verb
 *   (`PUT /auth/me` is `auth.me.update`).
 * Path words are camelCased (`/model-records` is `modelRecords`). Two paths that would share a name differ by
 * their parameters: the one with them adds `By<Parameter>` (`analytics.channel.todayRecordById`).
 */
const RECORD_VERBS: Record<string, string> = {
  get: 'show',
  put: 'update',
  patch: 'patch',
  delete: 'delete',
  head: 'head',
  post: 'create',
};
const COLLECTION_VERBS: Record<string, string> = {
  get: 'list',
  post: 'create',
  put: 'update',
  patch: 'patch',
  delete: 'delete',
};

const camel = (word: string) => word.replace(/[-_]+([a-zA-Z0-9])/g, (_, letter: string) => letter.toUpperCase());
const pascal = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const isParameter = (segment: string) => segment.startsWith('{');

const segmentsOf = (path: string) =>
  path
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean);

/** Names every operation of `paths` (path -> methods), keyed by `<method> <path>`. */
export function operationNames(paths: Record<string, readonly string[]>): Map<string, string> {
  const all = Object.keys(paths);
  const isCollection = (path: string, methods: readonly string[]) =>
    (methods.includes('get') && methods.includes('post')) || all.some((other) => other.startsWith(`${path}/{`));

  const named = Object.entries(paths).flatMap(([path, methods]) => {
    const segments = segmentsOf(path);
    const base = segments
      .filter((segment) => !isParameter(segment))
      .map(camel)
      .join('.');
    const onRecord = isParameter(segments.at(-1) ?? '');
    const collection = !onRecord && isCollection(path, methods);
    return methods.map((method) => {
      const verb = onRecord
        ? RECORD_VERBS[method]
        : collection
          ? COLLECTION_VERBS[method]
          : methods.length > 1 && method !== 'get'
            ? COLLECTION_VERBS[method]
            : undefined;
      return { key: `${method} ${path}`, name: verb ? `${base}.${verb}` : base, segments };
    });
  });

  const counts = new Map<string, number>();
  for (const { name } of named) counts.set(name, (counts.get(name) ?? 0) + 1);
  const names = new Map<string, string>();
  for (const { key, name, segments } of named) {
    const parameters = segments.filter(isParameter).map((segment) => pascal(camel(segment.slice(1, -1))));
    const unique = (counts.get(name) ?? 0) > 1 && parameters.length ? `${name}By${parameters.join('And')}` : name;
    names.set(key, unique);
  }
  const taken = new Set<string>();
  for (const [key, name] of names) {
    if (taken.has(name)) throw new Error(`Two operations are named ${name} (one is ${key}): rename a path.`);
    taken.add(name);
  }
  return names;
}
