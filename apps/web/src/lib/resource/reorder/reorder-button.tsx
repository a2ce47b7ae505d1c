/**
 * "Reorder" above a list whose resource declares `reorder`, offered with the edit permission: the dialog orders
 * the records of one scope, starting from the one the list is filtered to, and asks for what the filters leave
 * open (a site and a page) itself.
 */
import { Suspense, useState } from 'react';
import { Button } from 'antd';
import { DragOutlined } from '@ant-design/icons';
import type { Resource } from '../resource';
import type { FilterValues, RecordBase } from '../types';
import type { ResourceT } from '../use-resource-t';
import { useAllowed } from '../use-allowed';
import { lazyComponent } from '../../lazy-component';

// Loaded when first opened: the drag and drop library stays out of the list's code.
// (The cast keeps the dialog generic: `lazy` would fix it to one record type.)
const ReorderDialog = lazyComponent(
  () => import('./reorder-dialog'),
) as unknown as (typeof import('./reorder-dialog'))['default'];

type Props<T extends RecordBase> = { resource: Resource<T>; filters: FilterValues; t: ResourceT };

export function ReorderButton<T extends RecordBase>({ resource, filters, t }: Props<T>) {
  const allowed = useAllowed();
  const [open, setOpen] = useState(false);
  const { reorder, permissions } = resource;
  if (!reorder || !permissions.edit || !allowed(permissions.edit)) return null;
  const scope = Object.fromEntries(reorder.scope.map((name) => [name, filters[name]]));
  return (
    <>
      <Button icon={<DragOutlined />} onClick={() => setOpen(true)}>
        {t('resource:reorder.open')}
      </Button>
      {open && (
        <Suspense>
          <ReorderDialog resource={resource} initialScope={scope} onClose={() => setOpen(false)} t={t} />
        </Suspense>
      )}
    </>
  );
}
