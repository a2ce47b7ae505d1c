/**
 * "Save & publish" on a resource form: offered where the resource declares a `publish` action, to an admin who
 * holds its permission, on a new record or one whose state allows publishing. Once the save has worked, the
 * saved record is published with the action's defaults (now). The publish's own checks still apply: when it is
 * refused, the record stays saved and the server's reason is said (each field's message, else its message).
 */
import type { Delegator } from '@backlot/contract';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../feedback';
import { fieldErrorsOf } from '../api/form-errors';
import { useResourceMutation } from './api';
import type { Resource } from './resource';
import type { RecordBase, RecordId } from './types';
import { useAllowed } from './use-allowed';
import { errorText } from './use-save-controller';
import type { ResourceT } from './use-resource-t';

export const PUBLISH_ACTION = 'publish';

export function usePublishAfterSave<T extends RecordBase>(
  resource: Resource<T>,
  record: T | undefined,
  actor: Delegator,
  t: ResourceT,
) {
  const allowed = useAllowed();
  const message = useMessage();
  const { t: kit } = useTranslation('resource');
  const action = resource.actions?.find((declared) => declared.name === PUBLISH_ACTION);
  const publish = useResourceMutation(resource.api, (id: RecordId) => resource.api.action(id, PUBLISH_ACTION, {}));
  const offered = !!action && allowed(action.permission) && (!record || (action.visible?.(record, actor) ?? true));

  /** Publishes the saved record; whether it worked (a refusal is said here). */
  const run = async (saved: T): Promise<boolean> => {
    try {
      await publish.mutateAsync(saved.id);
      message.success(t(action?.success ?? 'resource:done'));
      return true;
    } catch (error) {
      const fields = Object.values(fieldErrorsOf(error)).flatMap((messages) => messages?.slice(0, 1) ?? []);
      const reason = fields.length ? fields.join(' ') : errorText(error, kit('failed'));
      message.error(kit('publishFailed', { reason }));
      return false;
    }
  };

  return { offered, run, publishing: publish.isPending };
}
