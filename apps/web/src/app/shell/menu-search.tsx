/**
 * The menu's search box: every page the admin may open, found by its title in the UI's language. Opened from
 * the top bar or with Ctrl+K (Cmd+K); ↑/↓ move through the pages found, Enter opens one, Esc closes.
 */
import { SearchOutlined } from '@ant-design/icons';
import { Button, Input, Modal, Tooltip, type InputRef } from 'antd';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { openablePages, searchPages, titleKey, useAccessibleRoutes, type PageEntry } from '../../lib/routes';
import styles from './menu-search.module.css';

/** Ctrl+K, or Cmd+K on a Mac. */
const isShortcut = (event: globalThis.KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';

type FinderProps = { entries: readonly PageEntry[]; onOpen: (path: string) => void; input: RefObject<InputRef | null> };

function PageFinder({ entries, onOpen, input }: FinderProps) {
  const { t } = useTranslation('app');
  const id = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const title = (key: string) => t(titleKey(key));
  const found = searchPages(entries, query, title);
  const current = Math.min(active, found.length - 1);
  const optionId = (index: number) => `${id}-${index}`;

  useEffect(() => {
    document.getElementById(optionId(current))?.scrollIntoView?.({ block: 'nearest' });
  });

  const move = (by: number) => setActive(found.length ? (current + by + found.length) % found.length : 0);
  const onKeyDown = (event: KeyboardEvent) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(1),
      ArrowUp: () => move(-1),
      Home: () => setActive(0),
      End: () => setActive(found.length - 1),
      Enter: () => {
        const entry = found[current];
        if (entry) onOpen(entry.path);
      },
    };
    const handle = keys[event.key];
    if (!handle || ((event.key === 'Home' || event.key === 'End') && !event.ctrlKey)) return;
    event.preventDefault();
    handle();
  };

  return (
    <>
      <Input
        ref={input}
        role="combobox"
        aria-label={t('search.label')}
        aria-expanded
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={found.length ? optionId(current) : undefined}
        placeholder={t('search.placeholder')}
        prefix={<SearchOutlined aria-hidden />}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <div role="status" className="visually-hidden">
        {t('search.count', { count: found.length })}
      </div>
      <ul id={`${id}-list`} role="listbox" aria-label={t('search.results')} className={styles.list}>
        {found.map((entry, index) => (
          <li
            key={entry.path}
            id={optionId(index)}
            role="option"
            aria-selected={index === current}
            className={index === current ? `${styles.option} ${styles.active}` : styles.option}
            onMouseMove={() => setActive(index)}
            onClick={() => onOpen(entry.path)}
          >
            <span>{title(entry.title)}</span>
            {entry.group && <span className={styles.group}>{title(entry.group)}</span>}
          </li>
        ))}
      </ul>
      {found.length === 0 && <p className={styles.none}>{t('search.none')}</p>}
    </>
  );
}

/** The top bar's search button, the Ctrl+K shortcut, and the dialog they open. */
export function MenuSearch() {
  const { t } = useTranslation('app');
  const navigate = useNavigate();
  const routes = useAccessibleRoutes();
  const entries = useMemo(() => openablePages(routes), [routes]);
  const [open, setOpen] = useState(false);
  const input = useRef<InputRef>(null);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const go = (path: string) => {
    setOpen(false);
    void navigate(path);
  };

  return (
    <>
      {/* Hidden while the dialog is open: a tooltip left open would be the top layer Esc closes. */}
      <Tooltip title={t('search.open')} open={open ? false : undefined}>
        <Button
          type="text"
          icon={<SearchOutlined />}
          data-tour="search"
          aria-label={t('search.open')}
          aria-keyshortcuts="Control+K Meta+K"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        />
      </Tooltip>
      <Modal
        open={open}
        title={t('search.title')}
        footer={null}
        onCancel={() => setOpen(false)}
        // The dialog takes the focus as it opens; the search box is what one types into.
        afterOpenChange={(opened) => opened && input.current?.focus()}
        destroyOnHidden
      >
        <PageFinder entries={entries} onOpen={go} input={input} />
      </Modal>
    </>
  );
}
