/**
 * The shell's user settings (spec sections 2, 3, 9): theme colour, tags-view, fixed header, sidebar
 * logo, sidebar text theme, component size and whether the sidebar is open. Each is remembered.
 */
import { createStore, useStore } from './store';
import { readJson, writeJson } from './storage';

/** The spec's predefined theme colours; the first is the default. */
export const THEME_COLORS = [
  '#409EFF',
  '#1890ff',
  '#304156',
  '#212121',
  '#11a983',
  '#13c2c2',
  '#6959CD',
  '#f5222d',
] as const;
/** antd component sizes; the spec's default "medium" is antd's `middle`. */
export const SIZES = ['large', 'middle', 'small'] as const;
export type Size = (typeof SIZES)[number];

export type Settings = {
  themeColor: string;
  showTagsView: boolean;
  fixedHeader: boolean;
  showSidebarLogo: boolean;
  sidebarTextTheme: boolean;
  size: Size;
  sidebarOpened: boolean;
};

export const DEFAULT_SETTINGS: Settings = {
  themeColor: THEME_COLORS[0],
  showTagsView: true,
  fixedHeader: false,
  showSidebarLogo: true,
  sidebarTextTheme: false,
  size: 'middle',
  sidebarOpened: true,
};

const KEY = 'settings';

function loadSettings(): Settings {
  const saved = readJson<Partial<Settings>>(KEY, {});
  const merged = { ...DEFAULT_SETTINGS, ...saved };
  return { ...merged, size: SIZES.includes(merged.size) ? merged.size : DEFAULT_SETTINGS.size };
}

export const settingsStore = createStore<Settings>(loadSettings(), (value) => writeJson(KEY, value));

export function useSettings(): Settings {
  return useStore(settingsStore);
}

export function updateSettings(change: Partial<Settings>) {
  settingsStore.set((current) => ({ ...current, ...change }));
}
