/** /dashboard: greets the admin and lists what they can reach. */
import { Card, Col, Empty, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { menuLeaves, useMenu } from '../../lib/routes';
import { useSession } from '../../lib/session';
import styles from './dashboard-page.module.css';

const SELF = '/dashboard';

export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const { admin } = useSession();
  const entries = menuLeaves(useMenu()).filter((entry) => entry.path !== SELF);

  return (
    <section className={styles.page}>
      <Typography.Title level={2}>{t('greeting', { name: admin?.name || admin?.username || '' })}</Typography.Title>
      <Typography.Paragraph type="secondary">{entries.length > 0 ? t('intro') : t('empty')}</Typography.Paragraph>
      {entries.length === 0 ? (
        <Empty description={t('empty')} />
      ) : (
        <Row gutter={[16, 16]} role="list">
          {entries.map((entry) => (
            <Col key={entry.path} xs={24} sm={12} lg={8} xl={6} role="listitem">
              <Link to={entry.path} className={styles.link} aria-label={t('open', { title: t(entry.title) })}>
                <Card hoverable size="small">
                  <span className={styles.icon} aria-hidden>
                    {entry.icon}
                  </span>
                  <span className={styles.title}>{t(entry.title)}</span>
                </Card>
              </Link>
            </Col>
          ))}
        </Row>
      )}
    </section>
  );
}
