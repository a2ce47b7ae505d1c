/**
 * A resource's show page: its fields as a description list, those of a `section` in a titled card of their own;
 * in its header back, the declared actions the record offers the admin (all of them: the header has room) and
 * edit; below, its ordered related records' panels, the gallery and the scans when it has them, and extra parts.
 * All of that is the Details tab; the History tab beside it lists the record's changes (`history/`).
 */
import { Suspense, type ReactNode } from 'react';
import { Alert, Card, Descriptions, Flex, Space, Tabs } from 'antd';
import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import { editPathOf, type Resource } from './resource';
import type { RecordBase } from './types';
import { useRecord } from './use-record';
import { useResourceT } from './use-resource-t';
import { useLanguage } from './use-language';
import { useAllowed } from './use-allowed';
import { useDelegator } from '../permissions';
import { displayValue } from './display';
import { LinkButton } from './link-button';
import { RecordError } from './record-error';
import { offeredActions } from './actions';
import { ActionButton } from './action-button';
import styles from './resource-detail.module.css';
import { lazyComponent } from '../lazy-component';
import { useScreens } from '../use-screens';

// Loaded with the first gallery shown: the drag and drop library stays out of pages without one.
const GalleryPanel = lazyComponent(() => import('./gallery/gallery-panel'));
const RelationPanel = lazyComponent(() => import('./relation-panel/relation-panel'));
const ScansPanel = lazyComponent(() => import('./scans/scans-panel'));
const HistoryPanel = lazyComponent(() => import('./history/history-panel'));

export type ResourceDetailProps<T extends RecordBase> = {
  resource: Resource<T>;
  /** Parts below the fields (related records). */
  children?: (record: T) => ReactNode;
  /** More buttons in the header, before Edit (a link to where the record shows). */
  extra?: (record: T) => ReactNode;
};

export function ResourceDetail<T extends RecordBase>({ resource, children, extra }: ResourceDetailProps<T>) {
  const t = useResourceT(resource.ns);
  const language = useLanguage();
  const allowed = useAllowed();
  const actor = useDelegator();
  const record = useRecord(resource.api);
  // Below md each label sits above its value, in smaller cells: side by side, a label and a picture or a long word
  // outgrew a phone's width.
  const { md } = useScreens();

  if (record.isError)
    return <RecordError error={record.error} backTo={resource.path} retry={() => void record.refetch()} t={t} />;
  if (!record.data) return <Card loading />;

  const data = record.data;
  const shown = resource.fields.filter(
    (f) => !f.hideInDetail && f.valueType !== 'password' && (f.shownIf?.(data) ?? true),
  );
  const sections = [...new Set(shown.flatMap((f) => (f.section ? [f.section] : [])))];
  const described = (fields: typeof shown) => (
    <Descriptions
      bordered
      column={{ xs: 1, md: 2 }}
      layout={md ? 'horizontal' : 'vertical'}
      size={md ? undefined : 'small'}
      items={fields.map((field) => ({
        key: field.name,
        label: t(field.label),
        children: displayValue(field, data, t, language, 'detail'),
      }))}
    />
  );
  const edit = resource.permissions.edit;
  const locked = resource.locked?.(data, actor);
  const details = (
    <Flex vertical gap={16}>
      {locked && <Alert type="info" showIcon title={t(locked)} />}
      <Card
        className={styles.card}
        title={resource.titleOf?.(data) ?? t('title.show')}
        extra={
          <Space wrap>
            <LinkButton to={resource.path} icon={<ArrowLeftOutlined />}>
              {t('resource:actions.back')}
            </LinkButton>
            {offeredActions(resource, data, actor, allowed).map((action) => (
              <ActionButton key={action.label} resource={resource} record={data} action={action} t={t} />
            ))}
            {extra?.(data)}
            {edit && allowed(edit) && !locked && (
              <LinkButton to={editPathOf(resource, data.id)} type="primary" icon={<EditOutlined />}>
                {t('resource:actions.edit')}
              </LinkButton>
            )}
          </Space>
        }
      >
        {described(shown.filter((f) => !f.section))}
      </Card>
      {sections.map((section) => (
        <Card key={section} className={styles.card} title={t(section)}>
          {described(shown.filter((f) => f.section === section))}
        </Card>
      ))}
      {resource.relationPanels
        ?.filter((panel) => panel.visible?.(data) ?? true)
        .map((panel) => (
          <Suspense key={panel.path} fallback={<Card loading />}>
            <RelationPanel
              owner={resource.api.path}
              id={data.id}
              spec={panel}
              editable={!!edit && allowed(edit) && !locked}
              t={t}
            />
          </Suspense>
        ))}
      {resource.gallery && (
        <Suspense fallback={<Card loading />}>
          <GalleryPanel path={resource.api.path} id={data.id} editable={!!edit && allowed(edit) && !locked} t={t} />
        </Suspense>
      )}
      {resource.scans && (
        <Suspense fallback={<Card loading />}>
          <ScansPanel path={resource.api.path} id={data.id} editable={!!edit && allowed(edit) && !locked} t={t} />
        </Suspense>
      )}
      {children?.(data)}
    </Flex>
  );
  return (
    <Tabs
      items={[
        { key: 'details', label: t('resource:history.details'), children: details },
        {
          key: 'history',
          label: t('resource:history.tab'),
          children: (
            <Suspense fallback={<Card loading />}>
              <HistoryPanel
                api={{ path: resource.api.path, key: resource.api.key }}
                id={data.id}
                editable={!!edit && allowed(edit) && !locked}
              />
            </Suspense>
          ),
        },
      ]}
    />
  );
}
