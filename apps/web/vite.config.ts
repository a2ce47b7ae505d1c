import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';

/** The contract is consumed as TypeScript source through its `source` export condition. */
export const resolve = { conditions: ['source', ...defaultClientConditions] };

/** Matches the modules of `node_modules` whose path starts with one of `paths` (`/` matches either separator). */
function libraries(...paths: string[]) {
  return new RegExp(String.raw`node_modules[\\/](${paths.join('|').replaceAll('/', String.raw`[\\/]`)})`);
}

/** The form controls the sign-in page adds to what every page loads, with their helpers and icons. */
const SIGN_IN_LIBRARIES = libraries(
  '@rc-component/(async-validator|form|input|tooltip)/',
  'antd/es/(alert|form|grid|input|space|tooltip)/',
  'antd/es/_util/(statusUtils|hooks/useAllowClear|hooks/useSyncState)\\.',
  '(compute-scroll-into-view|scroll-into-view-if-needed)/',
  '@ant-design/icons(-svg)?/es/(icons|asn)/(Eye|EyeInvisible|QuestionCircle|Search)Outlined\\.',
);

/**
 * The libraries of the shell and of the resource kit every list and form is made of, with the helpers and
 * icons only they use; none of them serves the sign-in page (the table's row-measure context serves the form).
 */
const SIGNED_IN_LIBRARIES = libraries(
  '@tanstack/',
  '@rc-component/(checkbox|context|drawer|dropdown|menu|overflow|select|switch|table|tabs|tree|virtual-list)/',
  '@rc-component/pagination/es/(?!locale/)',
  'antd/es/(avatar|breadcrumb|card|checkbox|drawer|dropdown|empty|layout|menu|pagination|popconfirm|popover|radio|select|skeleton|switch|tabs|tag|tree)/',
  'antd/es/table/(?!TableMeasureRowContext)',
  'antd/es/_util/(ActionButton|capitalize|normalizeIcon|PurePanel|hooks/useClosable)\\.',
  'antd/es/style/motion/(move|slide)\\.',
  'antd/es/config-provider/defaultRenderEmpty\\.',
  '@rc-component/util/es/KeyCode\\.',
  '@ant-design/icons(-svg)?/es/(icons|asn)/(CaretDownFilled|Check|Edit|File|Folder|FolderOpen|Holder|MinusSquare|Plus|PlusSquare)(Outlined)?\\.',
);

export default defineConfig({
  plugins: [react()],
  resolve,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Few, large chunks compress better: what every page loads, what the sign-in page adds to it, and
        // the libraries of the signed-in pages. A group takes only the modules it names (not their
        // dependencies), so none of them pulls into the sign-in page what it does not need.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'app', tags: ['$initial'], priority: 3 },
            { name: 'sign-in', test: SIGN_IN_LIBRARIES, priority: 2 },
            // zod and the contract's schemas serve forms: kept out of what the sign-in page needs.
            {
              name: 'schemas',
              test: /node_modules[\\/]zod[\\/]|packages[\\/]contract[\\/]src[\\/](?!messages|permissions|index)/,
              priority: 1,
            },
            { name: 'signed-in', test: SIGNED_IN_LIBRARIES },
          ],
        },
      },
      treeshake: {
        // The app's modules and the contract only declare things: an import left unused drops the module.
        moduleSideEffects: [
          { test: /\.css$/, sideEffects: true },
          { test: /\/apps\/web\/src\/.*\.tsx?$/, sideEffects: false },
          { test: /\/packages\/contract\/src\//, sideEffects: false },
        ],
        // Building a schema has no effect beyond its value: a schema nobody uses is dropped.
        manualPureFunctions: ['z'],
      },
    },
  },
  server: {
    port: 5173,
    // The API of `npm run dev`: the server's PORT, as for the server itself.
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.PORT ?? 8080}`, changeOrigin: false } },
  },
});
