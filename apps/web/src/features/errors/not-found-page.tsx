import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

export default function NotFoundPage() {
  const { t } = useTranslation('errors');
  return (
    <Result
      status="404"
      title={t('notFound.heading')}
      subTitle={t('notFound.text')}
      extra={
        <Button type="primary" href="#/">
          {t('home')}
        </Button>
      }
    />
  );
}
