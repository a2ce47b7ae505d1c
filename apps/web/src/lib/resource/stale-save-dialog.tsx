/**
 * A save refused because someone saved the record after this form opened it: who and when, the fields where
 * the form and the saved record differ, and the choice of reloading the saved record into the form, or saving
 * the form over it (based, this time, on the version now saved).
 */
import { Modal, Table, Typography } from 'antd';
import type { ResourceT } from './use-resource-t';
import { formatInstant } from './value-types';

export type Difference = { name: string; label: string; yours: unknown; theirs: unknown };
/** The conflict: who saved (when the server knows), when, the version now saved, and the differing fields. */
export type StaleSave = { by: string | null; at: string; version: string; differences: Difference[] };

/** A value as text for the comparison: lists joined, nothing as a dash. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.map(shown).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

type Props = {
  stale: StaleSave | null;
  language: string;
  t: ResourceT;
  saving: boolean;
  onTakeTheirs: () => void;
  onKeepMine: () => void;
  onClose: () => void;
};

export function StaleSaveDialog({ stale, language, t, saving, onTakeTheirs, onKeepMine, onClose }: Props) {
  if (!stale) return null;
  const at = formatInstant(stale.at, language);
  return (
    <Modal
      open
      title={t('resource:stale.title')}
      onCancel={onClose}
      okText={t('resource:stale.keepMine')}
      okButtonProps={{ danger: true, loading: saving }}
      onOk={onKeepMine}
      cancelText={t('resource:stale.takeTheirs')}
      cancelButtonProps={{ onClick: onTakeTheirs }}
      width={640}
    >
      <Typography.Paragraph>
        {stale.by ? t('resource:stale.changedBy', { by: stale.by, at }) : t('resource:stale.changed', { at })}
      </Typography.Paragraph>
      {stale.differences.length ? (
        <>
          <Typography.Paragraph>{t('resource:stale.differences')}</Typography.Paragraph>
          <Table
            size="small"
            pagination={false}
            rowKey="name"
            dataSource={stale.differences}
            columns={[
              { key: 'field', title: t('resource:stale.field'), dataIndex: 'label' },
              { key: 'yours', title: t('resource:stale.yours'), render: (_, d: Difference) => shown(d.yours) },
              { key: 'theirs', title: t('resource:stale.theirs'), render: (_, d: Difference) => shown(d.theirs) },
            ]}
          />
        </>
      ) : (
        <Typography.Paragraph>{t('resource:stale.none')}</Typography.Paragraph>
      )}
    </Modal>
  );
}
