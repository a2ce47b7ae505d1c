import { Alert, Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** `also`: a second value made from the secret (a URL that carries it), shown and copied with it. */
export type Secret = { title: string; hint: string; value: string; also?: { label: string; value: string } };

export default function SecretDialog({ secret, onClose }: { secret: Secret; onClose: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Modal
      open
      title={secret.title}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('secretKept')}
        </Button>
      }
    >
      <Alert type="warning" showIcon title={secret.hint} style={{ marginBottom: 16 }} />
      <Typography.Paragraph copyable={{ text: secret.value }} code style={{ wordBreak: 'break-all' }}>
        {secret.value}
      </Typography.Paragraph>
      {secret.also && (
        <>
          <Typography.Text strong>{secret.also.label}</Typography.Text>
          <Typography.Paragraph copyable={{ text: secret.also.value }} code style={{ wordBreak: 'break-all' }}>
            {secret.also.value}
          </Typography.Paragraph>
        </>
      )}
    </Modal>
  );
}
