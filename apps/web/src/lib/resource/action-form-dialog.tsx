/**
 * The dialog of an action that takes input (publish at a date): the declared fields with the resource form's
 * controls and contract rules; its values are the request body. The server's field messages show on their
 * fields and keep the dialog open; any other refusal (a 409) shows as a message.
 */
import { Form, Modal } from 'antd';
import type { ActionForm } from './actions';
import { FieldItem } from './field-item';
import { useIdempotentSend } from './idempotency';
import { defaultValues } from './form-fields';
import { toPayload } from './rules';
import { useSaveController } from './use-save-controller';
import { useLanguage } from './use-language';
import type { ResourceT } from './use-resource-t';

type Values = Record<string, unknown>;

type Props = {
  form: ActionForm;
  title: string;
  success: string;
  danger?: boolean;
  submit: (body: Values) => Promise<unknown>;
  /** `done`: the action worked. */
  onClose: (done: boolean) => void;
  /** Whoever opened it moves focus on afterwards (a queue): the dialog gives it back to nothing. */
  focusAfter?: 'opener' | 'none';
  t: ResourceT;
};

export default function ActionFormDialog({
  form: spec,
  title,
  success,
  danger,
  submit,
  onClose,
  focusAfter = 'opener',
  t,
}: Props) {
  const language = useLanguage();
  const [form] = Form.useForm<Values>();
  const idempotent = useIdempotentSend(submit);
  const send = spec.idempotent ? idempotent : submit;
  const controller = useSaveController({
    form,
    save: (values: Values) => send(toPayload(values, spec.schema)),
    onSaved: () => onClose(true),
    success,
  });
  return (
    <Modal
      open
      title={title}
      okText={t('resource:confirm.ok')}
      cancelText={t('resource:confirm.cancel')}
      okButtonProps={{ danger }}
      confirmLoading={controller.saving}
      onOk={() => form.submit()}
      onCancel={() => onClose(false)}
      focusTriggerAfterClose={focusAfter === 'opener'}
    >
      <Form form={form} layout="vertical" initialValues={defaultValues(spec.fields)} onFinish={controller.submit}>
        {spec.fields.map((field) => (
          <FieldItem key={field.name} field={field} schema={spec.schema} t={t} language={language} />
        ))}
      </Form>
    </Modal>
  );
}
