/** A campaign's tracking link, copied to the clipboard with one click, which a message confirms. */
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../lib/feedback';

export function TrackingLink({ link }: { link: string }) {
  const { t } = useTranslation('campaigns');
  const message = useMessage();
  return (
    <Typography.Text
      ellipsis={{ tooltip: link }}
      style={{ maxWidth: 340 }}
      copyable={{
        text: link,
        tooltips: [t('copy.copy'), t('copy.copied')],
        onCopy: () => message.success(t('copy.copied')),
      }}
    >
      {link}
    </Typography.Text>
  );
}
