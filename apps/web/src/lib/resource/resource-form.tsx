/**
 * A resource's create or edit page (edit when the route has `:id`): fields and rules from the declaration
 * and the contract, server messages on their fields, a guard against leaving with unsaved changes, and a save
 * based on the version it showed (someone's save since is compared, then reloaded or saved over: `use-stale-save`).
 */
import { useRef, type ReactNode } from 'react';
import { Alert, Button, Card, Form, Space } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { listPathOf, showPathOf, type Resource } from './resource';
import type { RecordBase } from './types';
import { useRecord } from './use-record';
import { useResourceT } from './use-resource-t';
import { useLanguage } from './use-language';
import { useSaveController } from './use-save-controller';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';
import { useResourceMutation } from './api';
import { defaultValues, formFields, formNamesOf, initialValues, wireValues, type FormMode } from './form-fields';
import { toPayload, type FormSchemas } from './rules';
import { FieldItem } from './field-item';
import { LinkButton } from './link-button';
import { RecordError } from './record-error';
import { useRevealSecret } from './use-reveal-secret';
import { useStaleSave } from './use-stale-save';
import { StaleSaveDialog } from './stale-save-dialog';
import { useDelegator } from '../permissions';

type Values = Record<string, unknown>;

export type ResourceFormProps<T extends RecordBase> = {
  resource: Resource<T>;
  /**
   * The contract's body schemas: the form's rules (default: the resource's manifest's). Given here, so only
   * form pages load the schemas of a resource declared without a manifest.
   */
  schemas?: FormSchemas;
  /** Replaces the plain create/update call (a save that takes more than one call). */
  save?: (payload: Values, id: number | undefined) => Promise<T>;
  /** Special parts of the form, after the declared fields (Form.Items of the same form). */
  children?: ReactNode;
  /** The card's title, an i18n key, when it is not the mode's (`title.import`). */
  title?: string;
  /** The submit button's label, an i18n key, when it is not "Save" (`actions.import`). */
  submitLabel?: string;
};

export function ResourceForm<T extends RecordBase>({
  resource,
  schemas = resource.manifest,
  save,
  children,
  title,
  submitLabel = 'resource:actions.save',
}: ResourceFormProps<T>) {
  const t = useResourceT(resource.ns);
  const language = useLanguage();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const actor = useDelegator();
  const record = useRecord(resource.api);
  const mode: FormMode = record.id === undefined ? 'create' : 'edit';
  const fields = formFields(resource, mode, schemas);
  const omitEmpty = new Set(fields.filter((f) => mode === 'edit' && f.field.optionalOnEdit).map((f) => f.field.name));
  const bodySchema = schemas?.[mode === 'create' ? 'create' : 'update'];

  const dirty = useRef(false);
  const leaveDialog = useUnsavedChangesGuard(() => dirty.current);
  const versions = useStaleSave({ resource, fields, form, record: record.data, id: record.id, t });
  const plainSave = useResourceMutation(resource.api, (payload: Values) =>
    record.id === undefined
      ? resource.api.create(payload)
      : resource.api.update(record.id, payload, versions.basedOn()),
  );
  const revealSecret = useRevealSecret(resource, t);
  const controller = useSaveController({
    form,
    save: (values: Values) => {
      const payload = toPayload(wireValues(fields, values), bodySchema, omitEmpty);
      return save ? save(payload, record.id) : plainSave.mutateAsync(payload);
    },
    formNames: formNamesOf(fields),
    onRefused: versions.onRefused,
    onSaved: (saved: T) => {
      dirty.current = false;
      versions.saved(saved);
      // The create page stays open in a tab: the next record starts from an empty form, not from this one.
      if (mode === 'create') form.resetFields();
      revealSecret(saved);
      void navigate(resource.hasShow ? showPathOf(resource, saved.id) : listPathOf(resource));
    },
  });

  if (record.isError)
    return <RecordError error={record.error} backTo={listPathOf(resource)} retry={() => void record.refetch()} t={t} />;
  if (mode === 'edit' && !record.data) return <Card loading />;

  const locked = record.data && resource.locked?.(record.data, actor);
  return (
    <Card title={t(title ?? `title.${mode}`)}>
      {leaveDialog}
      <StaleSaveDialog
        stale={versions.stale}
        language={language}
        t={t}
        saving={controller.saving}
        onTakeTheirs={versions.takeTheirs}
        onKeepMine={versions.keepMine}
        onClose={versions.close}
      />
      {locked && <Alert type="info" showIcon title={t(locked)} style={{ marginBottom: 16 }} />}
      {/* Named per record: the shell keeps pages alive, and two forms' controls must not share an id. */}
      <Form
        form={form}
        name={`${resource.ns}-${record.id ?? 'new'}`}
        layout="vertical"
        style={{ maxWidth: 720 }}
        disabled={!!locked}
        initialValues={
          record.data ? initialValues(resource, record.data, fields) : defaultValues(fields.map((f) => f.field))
        }
        onValuesChange={() => (dirty.current = true)}
        onFinish={controller.submit}
        scrollToFirstError
      >
        {fields.map(({ field, schema }) => {
          const item = (
            <FieldItem
              key={field.name}
              field={field}
              schema={schema}
              t={t}
              language={language}
              readOnly={field.readOnly?.(record.data, actor)}
            />
          );
          const { shownIf } = field;
          if (!shownIf) return item;
          return (
            <Form.Item key={field.name} noStyle shouldUpdate>
              {({ getFieldsValue }) => (shownIf(getFieldsValue(true) as Values) ? item : null)}
            </Form.Item>
          );
        })}
        {children}
        <Space>
          {!locked && (
            <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={controller.saving}>
              {t(submitLabel)}
            </Button>
          )}
          <LinkButton to={listPathOf(resource)} disabled={false}>
            {t(locked ? 'resource:actions.back' : 'resource:actions.cancel')}
          </LinkButton>
        </Space>
      </Form>
    </Card>
  );
}
