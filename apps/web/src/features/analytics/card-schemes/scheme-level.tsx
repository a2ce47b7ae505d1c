/** A programme's level as a coloured tag: green below the thresholds, amber at an early warning, red past them. */
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EcpLevel, VampLevel } from '@backlot/contract';

const COLORS: Record<EcpLevel | VampLevel, string> = {
  ok: 'success',
  early_warning: 'warning',
  excessive: 'error',
  high_excessive: 'error',
};

export function SchemeLevel({ level }: { level: EcpLevel | VampLevel }) {
  const { t } = useTranslation('analytics');
  return <Tag color={COLORS[level]}>{t(`schemes.level.${level}`)}</Tag>;
}
