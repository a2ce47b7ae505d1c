/**
 * Run now (`POST /reconciliations/run`, under `run-reconciliations`): the site and processor whose report is
 * pulled and reconciled at once; the run is queued, and its result shows under Latest runs.
 */
import { useState } from 'react';
import { Button, Form, Modal, Select } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import { type Language, PROCESSORS, type Processor, translate } from '@backlot/contract';
import { useMessage } from '../../../lib/feedback';
import { RemoteSelect, useLanguage, useResourceMutation, useResourceT } from '../../../lib/resource';
import { errorText } from '../../../lib/resource/use-save-controller';
import { reconciliationsApi, runReconciliation } from '../api';

type Values = { siteId: number; processor: Processor };

export function RunNowButton({ onQueued }: { onQueued: () => void }) {
  const t = useResourceT('orders');
  const language = useLanguage() as Language;
  const message = useMessage();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Values>();
  const run = useResourceMutation(reconciliationsApi, runReconciliation);
  const submit = async (values: Values) => {
    try {
      onQueued();
      await run.mutateAsync(values);
      message.success(t('reconciliation.queued'));
      setOpen(false);
    } catch (error) {
      message.error(errorText(error, t('resource:failed')));
    }
  };
  const required = [{ required: true, message: translate('msg.required', language) }];
  return (
    <>
      <Button type="primary" icon={<SyncOutlined />} onClick={() => setOpen(true)}>
        {t('reconciliation.run')}
      </Button>
      <Modal
        open={open}
        title={t('reconciliation.runTitle')}
        okText={t('reconciliation.run')}
        confirmLoading={run.isPending}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form
          form={form}
          name="run-reconciliation"
          layout="vertical"
          onFinish={(values) => void submit(values)}
          initialValues={{ processor: 'segpay' }}
        >
          <Form.Item name="siteId" label={t('reconciliation.site')} rules={required}>
            <RemoteSelect<{ id: number; name: string }>
              path="sites"
              labelOf={(site) => site.name}
              aria-label={t('reconciliation.site')}
            />
          </Form.Item>
          <Form.Item name="processor" label={t('reconciliation.processor')} rules={required}>
            <Select
              aria-label={t('reconciliation.processor')}
              options={PROCESSORS.map((p) => ({ value: p, label: t(`processor.${p}`) }))}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
