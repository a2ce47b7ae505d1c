import { EyeOutlined } from '@ant-design/icons';
import { LinkButton, ResourceDetail, useResourceT } from '../../../lib/resource';
import { PREVIEW_PATH } from '../constants';
import { blockResource } from '../resource';

/** A block's page: its fields, its videos or models in order, its gallery, and the way to its page's preview. */
export default function BlockShowPage() {
  const t = useResourceT('blocks');
  return (
    <ResourceDetail
      resource={blockResource}
      extra={(block) => (
        <LinkButton to={`${PREVIEW_PATH}?site=${block.siteId}&page=${block.page}`} icon={<EyeOutlined />}>
          {t('actions.preview')}
        </LinkButton>
      )}
    />
  );
}
