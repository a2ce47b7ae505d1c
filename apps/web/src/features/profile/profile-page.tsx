/** /profile/index: the signed-in admin's own account. */
import { Col, Flex, Row } from 'antd';
import { type SignedInAdmin, useSession } from '../../lib/session';
import { AccountCard } from './account-card';
import { DetailsForm } from './details-form';
import { PasswordForm } from './password-form';
import { TwoFactorCard } from './two-factor-card';
import { useProfileVersion } from './use-profile-change';

export default function ProfilePage() {
  const { admin } = useSession();
  if (!admin) return null;
  return <Profile admin={admin} />;
}

function Profile({ admin }: { admin: SignedInAdmin }) {
  const versionRef = useProfileVersion(admin);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={8}>
        <Flex vertical gap={16}>
          <AccountCard admin={admin} />
          <TwoFactorCard admin={admin} versionRef={versionRef} />
        </Flex>
      </Col>
      <Col xs={24} lg={16}>
        <Flex vertical gap={16}>
          <DetailsForm admin={admin} versionRef={versionRef} />
          <PasswordForm versionRef={versionRef} />
        </Flex>
      </Col>
    </Row>
  );
}
