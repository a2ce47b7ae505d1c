/**
 * How far an upload has come: a bar, bytes sent of the total, the recent speed and the time left at that speed.
 */
import { Flex, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UploadProgress } from '../../upload/upload-file';

export function formatBytes(bytes: number, language: string) {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toLocaleString(language, { maximumFractionDigits: unit ? 1 : 0 })} ${units[unit]}`;
}

function formatDuration(seconds: number, language: string) {
  const [value, unit] =
    seconds < 60
      ? [Math.ceil(seconds), 'second']
      : seconds < 3600
        ? [Math.ceil(seconds / 60), 'minute']
        : [+(seconds / 3600).toFixed(1), 'hour'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

export function UploadStatus({ progress }: { progress: UploadProgress }) {
  const { t, i18n } = useTranslation('resource');
  const { sent, total, bytesPerSecond: speed } = progress;
  const done = total > 0 && sent >= total;
  const percent = total ? Math.floor((sent / total) * 100) : 0;
  const facts = [
    t('upload.progress', { sent: formatBytes(sent, i18n.language), total: formatBytes(total, i18n.language) }),
  ];
  if (done) facts.push(t('upload.done'));
  else if (speed) {
    facts.push(t('upload.speed', { speed: formatBytes(speed, i18n.language) }));
    facts.push(t('upload.left', { time: formatDuration((total - sent) / speed, i18n.language) }));
  }
  return (
    <Flex vertical gap={2} style={{ width: '100%' }}>
      <Progress percent={percent} size="small" status={done ? 'success' : 'active'} />
      <Typography.Text type="secondary" style={{ fontSize: 12 }} aria-live="polite">
        {facts.join(' · ')}
      </Typography.Text>
    </Flex>
  );
}
