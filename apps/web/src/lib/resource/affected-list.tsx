/**
 * Records a delete or a restore touches, in words: one sentence per effect, each listing the resources and their
 * counts ("Unlinked from it: videos (2)."). A table no resource shows reads as its name.
 */
import { Typography } from 'antd';
import type { AffectedRecords, TrashEffect } from '@backlot/contract';
import { useTranslation } from 'react-i18next';

const EFFECTS: readonly TrashEffect[] = ['blocks', 'removed', 'unlinked'];

/** `mode`: what a delete does (`delete`) or what a restore brings back (`restore`). */
export function AffectedList({ affected, mode }: { affected: readonly AffectedRecords[]; mode: 'delete' | 'restore' }) {
  const { t } = useTranslation('resource');
  const item = ({ resource, count }: AffectedRecords) =>
    t('affected.item', {
      label: t(`resources.${resource}`, { defaultValue: resource.replaceAll('_', ' ') }),
      count,
    });
  const sentences = EFFECTS.flatMap((effect) => {
    const of = affected.filter((a) => a.effect === effect);
    if (!of.length) return [];
    const list = of.map(item).join(t('affected.separator'));
    return [{ effect, text: t(`affected.${mode}.${effect}`, { list }) }];
  });
  if (!sentences.length) return <Typography.Text type="secondary">{t(`affected.${mode}.none`)}</Typography.Text>;
  return (
    <>
      {sentences.map(({ effect, text }) => (
        <Typography.Paragraph key={effect} type={effect === 'blocks' ? 'danger' : undefined} style={{ margin: 0 }}>
          {text}
        </Typography.Paragraph>
      ))}
    </>
  );
}
