import { ApiError } from '../../api/client';
import type { ResourceT } from '../use-resource-t';
import { errorText } from '../use-save-controller';

/** What to say about a refused upload: the server's message about the file, else the call's. */
export function uploadRefusal(error: unknown, t: ResourceT) {
  if (error instanceof DOMException && error.name === 'AbortError') return t('resource:upload.cancelled');
  if (error instanceof ApiError) return error.fieldErrors.file?.[0] ?? errorText(error, t('resource:failed'));
  return t('resource:failed');
}
