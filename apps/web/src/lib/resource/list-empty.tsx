/**
 * What an empty list says: with a search or filters on, that nothing matches them, with a way to clear them;
 * without, that there is nothing yet, with Create when the admin may create.
 */
import { Button, Empty } from 'antd';
import { ClearOutlined, PlusOutlined } from '@ant-design/icons';
import type { Resource } from './resource';
import type { FilterValues, RecordBase } from './types';
import type { ResourceT } from './use-resource-t';
import { useAllowed } from './use-allowed';
import { LinkButton } from './link-button';

type Props<T extends RecordBase> = {
  resource: Resource<T>;
  filters: FilterValues;
  onClear: () => void;
  t: ResourceT;
};

export function ListEmpty<T extends RecordBase>({ resource, filters, onClear, t }: Props<T>) {
  const allowed = useAllowed();
  const { create } = resource.permissions;
  if (Object.values(filters).some(Boolean))
    return (
      <Empty description={t('resource:empty.noMatch')}>
        <Button icon={<ClearOutlined />} onClick={onClear}>
          {t('resource:empty.clear')}
        </Button>
      </Empty>
    );
  return (
    <Empty description={t('resource:empty.none')}>
      {create && allowed(create) && (
        <LinkButton to={`${resource.path}/create`} type="primary" icon={<PlusOutlined />}>
          {t('resource:empty.create')}
        </LinkButton>
      )}
    </Empty>
  );
}
