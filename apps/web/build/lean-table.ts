/**
 * antd's Table without the parts of it no table here uses, which it imports whatever its columns and selection say:
 * the column filters' dropdown (with antd's Tree, Radio, Menu and Input for its modes), the radio buttons of a
 * single-row selection, and rc-tree's Tree component, whose package its row selection imports whole for four
 * helpers. No column has antd's own filters (a list's filters are its search form's, `lib/resource/search-form.tsx`)
 * and every selection is of checkboxes, yet every list downloaded and evaluated them all. This plugin gives the table
 * a filter dropdown and a radio that say so if a table ever asks for them, and its row selection the helpers from
 * the files that hold them. The roles' permission tree imports antd's Tree itself and gets the real one. Unit tests
 * run antd as published (vitest loads it outside Vite's plugins).
 */
import type { Plugin } from 'vite';

const TABLE_HOOKS = /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]/;
const FILTER_DROPDOWN = '\0table-filter-dropdown';
const SELECTION_HELPERS = '\0table-selection-tree-helpers';
const SELECTION_RADIO = '\0table-selection-radio';

const unbuilt = (what: string) => `export default function Unbuilt() {
  throw new Error("antd Table's ${what} are not built in (apps/web/build/lean-table.ts)");
}`;

const MODULES: Record<string, string> = {
  [FILTER_DROPDOWN]: `${unbuilt('column filters')}\nexport const flattenKeys = Unbuilt;`,
  [SELECTION_RADIO]: unbuilt('radio selections'),
  [SELECTION_HELPERS]: `export { arrAdd, arrDel } from '@rc-component/tree/es/util.js';
export { conductCheck } from '@rc-component/tree/es/utils/conductUtil.js';
export { convertDataToEntities } from '@rc-component/tree/es/utils/treeUtil.js';`,
};

export function leanTablePlugin(): Plugin {
  return {
    name: 'backlot-lean-table',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !TABLE_HOOKS.test(importer)) return null;
      if (source === './FilterDropdown' && /useFilter[\\/]index\.js$/.test(importer)) return FILTER_DROPDOWN;
      if (!importer.endsWith('useSelection.js')) return null;
      if (source === '@rc-component/tree') return SELECTION_HELPERS;
      if (source === '../../radio') return SELECTION_RADIO;
      return null;
    },
    load(id) {
      return MODULES[id] ?? null;
    },
  };
}
