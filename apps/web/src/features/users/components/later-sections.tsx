/** The parts of a member that other areas fill (comments): for now, why they are empty. */
import { Card, Col, Empty, Row } from 'antd';
import { useResourceT } from '../../../lib/resource';

const SECTIONS = ['comments'] as const;

export function LaterSections() {
  const t = useResourceT('users');
  return (
    <Row gutter={[16, 16]}>
      {SECTIONS.map((section) => (
        <Col key={section} xs={24} lg={12}>
          <Card title={t(`later.${section}`)} size="small" style={{ height: '100%' }}>
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`later.${section}Empty`)} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
