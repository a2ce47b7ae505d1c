import { Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown while the signed-in admin loads, or a page's code arrives. */
export function PageSpinner() {
  const { t } = useTranslation('app');
  return (
    <Flex align="center" justify="center" style={{ minHeight: '60vh' }}>
      <Spin size="large" description={t('loading')} />
    </Flex>
  );
}
