// ESLint flat config for the whole repository. Fast on purpose: no type-aware rules.
// Besides the recommended rules, it turns the one-way dependencies of the architecture into lint errors:
//   web -> contract <- server; web lib/ never imports features/ or app/; a feature never imports another
//   feature; server platform/ never imports modules/; a server module reaches another only through what the
//   other exports for it, and imports no table another module owns (see "Server modules" below); and no module
//   imports, however indirectly, itself.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// ---- Import boundaries -------------------------------------------------------------------------------
// `no-restricted-imports` is configured once per file (a later block replaces an earlier one), so each
// block below lists every boundary that applies to its files.

const RELATIVE_TO = (folder) => `^(\\.{1,2}/)+(.*/)?${folder}(/|$)`;

const boundary = {
  notServer: {
    regex: `${RELATIVE_TO('apps/server')}|^(\\.\\./)+server(/|$)|^@backlot/server(/|$)|(^|/)apps/server(/|$)`,
    message: 'The web app never imports the server (web -> contract <- server). Share it through packages/contract.',
  },
  notWeb: {
    regex: `${RELATIVE_TO('apps/web')}|^(\\.\\./)+web(/|$)|^@backlot/web(/|$)|(^|/)apps/web(/|$)`,
    message: 'The server never imports the web app (web -> contract <- server). Share it through packages/contract.',
  },
  notApps: {
    regex: `(^|/)apps/|^(\\.\\./)+(apps|server|web)(/|$)|^@backlot/(server|web)(/|$)`,
    message: 'packages/contract depends on no app: the apps depend on it.',
  },
  libNotFeatures: {
    regex: RELATIVE_TO('features'),
    message: 'lib/ is shared by every feature and must not import features/: move what is shared into lib/.',
  },
  libNotApp: {
    regex: RELATIVE_TO('app'),
    message: 'lib/ must not import app/ (app -> features -> lib).',
  },
  featureNotFeatures: {
    // A path naming features/ explicitly always leaves the current feature's folder tree.
    regex: `(^|/)features/`,
    message: 'A feature does not import another feature: move what two features share into lib/.',
  },
  platformNotModules: {
    regex: RELATIVE_TO('modules'),
    message: 'platform/ is cross-cutting and must not import modules/: a module uses the platform, not the reverse.',
  },
};

/** The rule entry for a set of boundaries. */
const restrict = (...rules) => ({ 'no-restricted-imports': ['error', { patterns: rules }] });

/** The web app reads through `useRead`, which sends its request while the component renders. */
const readThroughUseRead = {
  name: '@tanstack/react-query',
  importNames: ['useQuery'],
  message:
    'Read through useRead (lib/api/use-read.ts): it asks while the component renders, useQuery after the commit.',
};

/** The web app loads code on first use through `lazyComponent`, which renders code already arrived at once. */
const loadThroughLazyComponent = {
  name: 'react',
  importNames: ['lazy'],
  message:
    'Load through lazyComponent (lib/lazy-component.ts): React.lazy suspends even once the code has arrived, and React then holds it back 300 ms.',
};

/** The web app reads the window's breakpoints through `useScreens`, right from the first render. */
const screensThroughUseScreens = {
  object: 'Grid',
  property: 'useBreakpoint',
  message: 'Use useScreens (lib/use-screens.ts): useBreakpoint answers {} until after the first commit.',
};

/** The rule entries for a set of boundaries of the web app's own code. */
const restrictWeb = (...rules) => ({
  'no-restricted-imports': ['error', { patterns: rules, paths: [readThroughUseRead, loadThroughLazyComponent] }],
  'no-restricted-properties': ['error', screensThroughUseScreens],
});

/**
 * From a file `depth` folders below a feature's root, `../` repeated depth+1 times reaches features/, so
 * such a path followed by a name is a sibling feature (`../directors/api` from features/tags/index.ts,
 * `../../directors/api` from features/tags/pages/List.tsx).
 */
const siblingFeature = (depth) => ({
  regex: `^(\\.\\./){${depth + 1}}(?!\\.\\./)[^/]+`,
  message: boundary.featureNotFeatures.message,
});

// ---- Server modules ----------------------------------------------------------------------------------
// A module (a folder of apps/server/src/modules) reaches another through what that one exports for it: its
// service.ts (its service, and the functions that write its tables for others), its read.ts (read views of its
// tables) and its index.ts (its public face). Enforced here, for every file of a module but its tests (a test
// sets up through any module):
//   1. `import-x/no-restricted-paths`: a file of module A imports no file of another module B but B/service.ts,
//      B/read.ts and B/index.ts.
//   2. `no-restricted-imports`: a file of module A imports from db/schema no table that TABLE_OWNERS gives to
//      another module.
// Not enforced: SQL text naming another module's table (`sql\`... from members\``), which no import shows;
// and tables not in TABLE_OWNERS (a new table is checked once its owner lists it).

const MODULES_DIR = 'apps/server/src/modules';
const SERVER_MODULES = readdirSync(new URL(`./${MODULES_DIR}`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Which module writes each table (its drizzle name in db/schema): the only one that may import it. */
const TABLE_OWNERS = {
  admins: ['admins', 'adminRoles'],
  roles: ['roles', 'rolePermissions'],
  auth: ['sessions', 'loginChallenges', 'addressThrottles', 'usernameThrottles', 'signInAddresses', 'authEpoch'],
  analytics: ['analyticsDaily', 'analyticsVisitorDays', 'analyticsState'],
  audit: ['auditLogs'],
  tags: ['tags'],
  directors: ['directors'],
  models: ['models'],
  posts: ['posts', 'postModels'],
  channels: ['channels', 'campaigns', 'channelAdmins'],
  plans: ['plans'],
  promotions: ['promotions', 'promotionPlans'],
  deals: ['deals'],
  segpays: ['processorConfigs'],
  'processor-actions': ['processorActions'],
  postbacks: ['postbacks'],
  ledger: ['subscriptions', 'transactions', 'orders', 'coinEntries'],
  'payout-reports': ['payoutReports', 'payoutReportLines'],
  'demo-data': ['demoState'],
  files: ['files', 'fileBlocklist'],
  health: ['healthProbe'],
  mail: ['outbox', 'memberTokens'],
  users: ['members', 'tokenRecords'],
  'member-events': ['memberEvents'],
  sites: ['sites'],
  cooperations: ['cooperations'],
  'ip-whitelists': ['ipWhitelists'],
  storefront: ['advertisements', 'blocks', 'banners', 'informations', 'seos', 'questions'],
  supports: ['supportTickets', 'supportReplies'],
  comments: ['comments', 'commentReports'],
  videos: ['videos'],
  compliance: ['modelRecords', 'modelReleases'],
  complaints: ['complaints'],
  unread: ['readMarks'],
  alerts: ['alerts'],
};

const othersTables = (module) =>
  Object.entries(TABLE_OWNERS)
    .filter(([owner]) => owner !== module)
    .flatMap(([, tables]) => tables);

const moduleBlocks = SERVER_MODULES.map((module) => ({
  files: [`${MODULES_DIR}/${module}/**/*.ts`],
  ignores: ['**/*.test.ts'],
  plugins: { 'import-x': importX },
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          boundary.notWeb,
          {
            regex: '(^|/)db/schema(/|$)',
            importNames: othersTables(module),
            message: `Another module owns this table: read it through the owner's read.ts, write it through its service.ts.`,
          },
        ],
      },
    ],
    'import-x/no-restricted-paths': [
      'error',
      {
        basePath: import.meta.dirname,
        zones: [
          {
            target: `${MODULES_DIR}/${module}/**`,
            from: `${MODULES_DIR}/!(${module})/**`,
            except: ['**/modules/*/service.ts', '**/modules/*/read.ts', '**/modules/*/index.ts'],
            message: "A module imports another's service.ts, read.ts or index.ts only.",
          },
        ],
      },
    ],
  },
}));

const FEATURE_DEPTHS = [0, 1, 2, 3, 4, 5];
const featureBlocks = FEATURE_DEPTHS.map((depth) => ({
  files: [`apps/web/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx,js,jsx}`],
  rules: restrictWeb(boundary.notServer, boundary.featureNotFeatures, siblingFeature(depth)),
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      '.data*/**',
      '**/coverage/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/screenshots/**',
      '**/*.tsbuildinfo',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx,js,jsx}'],
    plugins: reactHooks.configs.flat.recommended.plugins,
    // The rules of hooks are errors. The rest of the recommended set are React Compiler diagnostics
    // (this app does not use the compiler): advice, reported as warnings.
    rules: Object.fromEntries(
      Object.keys(reactHooks.configs.flat.recommended.rules).map((rule) => [
        rule,
        rule === 'react-hooks/rules-of-hooks' ? 'error' : 'warn',
      ]),
    ),
    languageOptions: { globals: { ...globals.browser } },
  },
  // Boundaries, from the broadest folder to the narrowest (the last matching block wins).
  { files: ['apps/web/**/*.{ts,tsx,js,jsx,mjs}'], rules: restrictWeb(boundary.notServer) },
  {
    files: ['apps/web/src/lib/**/*.{ts,tsx,js,jsx}'],
    rules: restrictWeb(boundary.notServer, boundary.libNotFeatures, boundary.libNotApp),
  },
  // The one place useQuery is called.
  {
    files: ['apps/web/src/lib/api/use-read.ts'],
    rules: restrict(boundary.notServer, boundary.libNotFeatures, boundary.libNotApp),
  },
  {
    files: ['apps/web/src/lib/lazy-component.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [boundary.notServer, boundary.libNotFeatures, boundary.libNotApp], paths: [readThroughUseRead] },
      ],
    },
  },
  ...featureBlocks,
  // A unit test may use a real feature as its fixture (a lib/ component tested on the tags pages): tests
  // are not part of the dependency graph of the app. The web app still never imports the server.
  { files: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/**/testing/**'], rules: restrict(boundary.notServer) },
  { files: ['apps/server/**/*.{ts,js,mjs}'], rules: restrict(boundary.notWeb) },
  {
    files: ['apps/server/src/platform/**/*.{ts,js}'],
    rules: restrict(boundary.notWeb, boundary.platformNotModules),
  },
  ...moduleBlocks,
  { files: ['packages/contract/**/*.{ts,js,mjs}'], rules: restrict(boundary.notApps) },
  // No import circles: a circle is modules that cannot be read, tested or moved apart (the rule counts the imports
  // that run; there are no circles of type imports either today).
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/contract/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // How to read the files imported (TypeScript), and where they are (tsconfig's resolution).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/server/tsconfig.json', 'apps/web/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
