/** The dashboard of an admin without its figures: a greeting and, section by section, what they can reach. */
import { Card, Col, Empty, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { menuLeaves, titleKey, useMenu, type MenuEntry } from '../../../lib/routes';
import { useSession } from '../../../lib/session';
import styles from './greeting.module.css';

const SELF = '/dashboard';

function SectionCard({ section }: { section: MenuEntry }) {
  const { t } = useTranslation('analytics');
  const pages = section.children ? menuLeaves(section.children) : [section];
  return (
    <Card
      size="small"
      title={
        <span className={styles.sectionTitle}>
          <span className={styles.icon} aria-hidden>
            {section.icon}
          </span>
          {t(titleKey(section.title))}
        </span>
      }
    >
      <ul className={styles.links}>
        {pages.map((page) => (
          <li key={page.path}>
            <Link to={page.path}>{t(titleKey(page.title))}</Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

export function Greeting() {
  const { t } = useTranslation('analytics');
  const { admin } = useSession();
  const sections = useMenu().filter((entry) => entry.path !== SELF);

  return (
    <section className={styles.page} aria-labelledby="dashboard-greeting">
      <Typography.Title level={2} id="dashboard-greeting">
        {t('greeting.title', { name: admin?.name || admin?.username || '' })}
      </Typography.Title>
      {sections.length === 0 ? (
        <Empty description={t('greeting.empty')} />
      ) : (
        <>
          <Typography.Paragraph type="secondary">{t('greeting.intro')}</Typography.Paragraph>
          <Row gutter={[16, 16]}>
            {sections.map((section) => (
              <Col key={section.path} xs={24} sm={12} xl={8}>
                <SectionCard section={section} />
              </Col>
            ))}
          </Row>
        </>
      )}
    </section>
  );
}
