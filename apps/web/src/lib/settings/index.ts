export {
  DEFAULT_SETTINGS,
  settingsStore,
  SIZES,
  THEME_COLORS,
  updateSettings,
  useSettings,
  type Settings,
  type Size,
} from './settings';
export { createStore, useStore, type Store } from './store';
export { clearArea, onOtherTabWrite, readJson, readText, writeJson, writeText, type StorageArea } from './storage';
