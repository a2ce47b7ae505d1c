/** /profile/index: the signed-in admin's own account. */
import { Col, Flex, Row } from 'antd';
import { useSession } from '../../lib/session';
import { AccountCard } from './account-card';
import { DetailsForm } from './details-form';
import { PasswordForm } from './password-form';
import { TwoFactorCard } from './two-factor-card';

export default function ProfilePage() {
  const { admin } = useSession();
  if (!admin) return null;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={8}>
        <Flex vertical gap={16}>
          <AccountCard admin={admin} />
          <TwoFactorCard admin={admin} />
        </Flex>
      </Col>
      <Col xs={24} lg={16}>
        <Flex vertical gap={16}>
          <DetailsForm admin={admin} />
          <PasswordForm />
        </Flex>
      </Col>
    </Row>
  );
}
