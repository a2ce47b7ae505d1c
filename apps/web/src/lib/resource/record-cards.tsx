/**
 * A list's records as cards, one a line, where a table would not fit (phones): each names its record (title,
 * picture, status tag) and shows the figures staff decide by (`card-layout.ts`). A tap on a card opens its
 * record as a click on a table row does (its title is the link, for the keyboard); its actions sit at its foot
 * as a row's do; a checkbox selects it for the bulk bar where the list has bulk actions; the pager stays.
 */
import { useState, type ReactNode } from 'react';
import { Button, Card, Checkbox, Flex, Spin, type TableProps } from 'antd';
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { useHref, useNavigate } from 'react-router';
import type { StoredFile } from '../upload/upload-file';
import { displayValue } from './display';
import type { CardLayout } from './card-layout';
import type { RecordBase, RecordId } from './types';
import type { ResourceT } from './use-resource-t';
import { useOpenOnClick } from './row-open';
import styles from './record-cards.module.css';

export type Selection = { selected: RecordId[]; onChange: (ids: RecordId[]) => void };

export type RecordCardsProps<T extends RecordBase> = {
  records: readonly T[] | undefined;
  loading: boolean;
  layout: CardLayout<T>;
  /** The list's name, for assistive technology. */
  label: string;
  nameOf: (record: T) => string;
  pathOf: (record: T) => string | undefined;
  actions: (record: T) => ReactNode;
  selection?: Selection;
  /** More about a record, as a table row expands (an audit entry's changes): opened under its card. */
  expandable?: TableProps<T>['expandable'];
  /** The list's pager (`list-pager.tsx`), under the cards. */
  pager: ReactNode;
  empty: ReactNode;
  t: ResourceT;
  language: string;
};

export function RecordCards<T extends RecordBase>(props: RecordCardsProps<T>) {
  const { records, loading, selection, label, pager, empty, t } = props;
  const ids = records?.map((r) => r.id) ?? [];
  const picked = ids.filter((id) => selection?.selected.includes(id));
  const selectPage = (on: boolean) =>
    selection?.onChange(
      on ? [...new Set([...selection.selected, ...ids])] : selection.selected.filter((id) => !ids.includes(id)),
    );
  return (
    <Spin spinning={loading}>
      <Flex vertical gap={12}>
        {selection && ids.length > 0 && (
          <Checkbox
            checked={picked.length === ids.length}
            indeterminate={picked.length > 0 && picked.length < ids.length}
            onChange={(e) => selectPage(e.target.checked)}
          >
            {t('resource:cards.selectPage')}
          </Checkbox>
        )}
        {records && records.length > 0 ? (
          <ul className={styles.cards} aria-label={label}>
            {records.map((record) => (
              // Keyed as a table's row is (`data-row-key`), so what finds a row finds a card.
              <li key={record.id} data-row-key={record.id}>
                <RecordCard {...props} record={record} />
              </li>
            ))}
          </ul>
        ) : (
          !loading && empty
        )}
        {pager}
      </Flex>
    </Spin>
  );
}

/** A record's picture: the image field's thumbnail, decorative (the title names the record). */
function Thumbnail({ file }: { file: StoredFile | null | undefined }) {
  if (!file?.url) return null;
  return <img className={styles.thumb} src={file.thumbnailUrl ?? file.url} alt="" loading="lazy" />;
}

/** The card's title: a link to the record where it opens, else plain text. */
function CardTitle({ to, children }: { to: string | undefined; children: ReactNode }) {
  const href = useHref(to ?? '.');
  const navigate = useNavigate();
  if (!to) return <span className={styles.title}>{children}</span>;
  return (
    <a
      className={styles.title}
      href={href}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        void navigate(to);
      }}
    >
      {children}
    </a>
  );
}

function RecordCard<T extends RecordBase>({
  record,
  layout,
  nameOf,
  pathOf,
  actions,
  selection,
  expandable,
  t,
  language,
}: RecordCardsProps<T> & { record: T }) {
  const openOnClick = useOpenOnClick();
  const [expanded, setExpanded] = useState(false);
  const to = pathOf(record);
  const name = nameOf(record);
  const show = (field: NonNullable<CardLayout<T>['title']>) => displayValue(field, record, t, language, 'table');
  // The title field as it reads where formatting changes it (a date, an amount); else the record's name, in the
  // UI's language where it has two. A tag or a link would not make a title.
  const shown = layout.title && show(layout.title);
  const raw = layout.title && (record as Record<string, unknown>)[layout.title.name];
  const title = typeof shown === 'string' && shown !== String(raw) ? shown : name;
  const image = layout.image && (record as Record<string, unknown>)[layout.image.name];
  const expands = expandable?.expandedRowRender && (expandable.rowExpandable?.(record) ?? true);
  const extra = expands ? expandable.expandedRowRender?.(record, 0, 0, expanded) : undefined;
  const foot = actions(record);
  const selected = selection?.selected.includes(record.id) ?? false;
  return (
    <Card
      size="small"
      onClick={to ? openOnClick(to) : undefined}
      style={to ? { cursor: 'pointer' } : undefined}
      styles={{ body: { padding: 12 } }}
    >
      <Flex gap={12} align="start">
        {selection && (
          <Checkbox
            aria-label={t('resource:cards.select', { name })}
            checked={selected}
            onChange={(e) =>
              selection.onChange(
                e.target.checked
                  ? [...selection.selected, record.id]
                  : selection.selected.filter((id) => id !== record.id),
              )
            }
          />
        )}
        {layout.image && <Thumbnail file={image as StoredFile | null} />}
        <Flex vertical flex={1} style={{ minWidth: 0 }}>
          <Flex justify="space-between" align="start" gap={8}>
            <CardTitle to={to}>{title}</CardTitle>
            {layout.status && <span>{show(layout.status)}</span>}
          </Flex>
          {layout.figures.length > 0 && (
            <dl className={styles.figures}>
              {layout.figures.map((field) => (
                <div key={field.name}>
                  <dt>{t(field.label)}</dt>
                  <dd>{show(field)}</dd>
                </div>
              ))}
            </dl>
          )}
        </Flex>
      </Flex>
      {(foot || extra) && (
        <Flex justify="space-between" align="center" style={{ marginTop: 4 }}>
          {extra ? (
            <Button
              type="link"
              size="small"
              aria-expanded={expanded}
              icon={expanded ? <UpOutlined /> : <DownOutlined />}
              onClick={() => setExpanded(!expanded)}
            >
              {t(expanded ? 'resource:cards.less' : 'resource:cards.more')}
            </Button>
          ) : (
            <span />
          )}
          {foot}
        </Flex>
      )}
      {extra && expanded && <div style={{ marginTop: 8 }}>{extra}</div>}
    </Card>
  );
}
