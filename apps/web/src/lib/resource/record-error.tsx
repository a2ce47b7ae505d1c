/** What a detail or edit page shows while its record loads, or when it cannot be had. */
import { Button, Card, Result } from 'antd';
import { ApiError } from '../api/client';
import { errorText } from './use-save-controller';
import { LinkButton } from './link-button';
import type { ResourceT } from './use-resource-t';

type Props = { error: unknown; backTo: string; retry: () => void; t: ResourceT };

/** A 404 says the record is gone; any other failure offers to retry. */
export function RecordError({ error, backTo, retry, t }: Props) {
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <Card>
      <Result
        status={missing ? '404' : 'error'}
        title={missing ? t('resource:notFound') : errorText(error, t('resource:failed'))}
        extra={[
          <LinkButton key="back" to={backTo}>
            {t('resource:actions.back')}
          </LinkButton>,
          !missing && (
            <Button key="retry" type="primary" onClick={retry}>
              {t('resource:actions.refresh')}
            </Button>
          ),
        ]}
      />
    </Card>
  );
}
