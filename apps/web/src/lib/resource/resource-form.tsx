/**
 * A resource's create or edit page (edit when the route has `:id`): fields and rules from the declaration
 * and the contract, server messages on their fields, a guard against leaving with unsaved changes, and a save
 * based on the version it showed (someone's save since is compared, then reloaded or saved over: `use-stale-save`).
 * A long form is laid out in its resource's sections, two columns on a desktop (`form-layout.ts`); the buttons
 * stay in view at the bottom (`form-footer.tsx`), with "Save & publish" where the resource publishes
 * (`use-publish-after-save.ts`). Ctrl+S (Cmd+S) in the form saves.
 */
import { Suspense, useRef, type ReactNode } from 'react';
import { Alert, Card, Form, Tabs } from 'antd';
import { useNavigate } from 'react-router';
import { editPathOf, listPathOf, showPathOf, type Resource } from './resource';
import type { RecordBase } from './types';
import { useRecord } from './use-record';
import { useResourceT } from './use-resource-t';
import { useLanguage } from './use-language';
import { useSaveController } from './use-save-controller';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';
import { useResourceMutation } from './api';
import { defaultValues, formFields, formNamesOf, initialValues, wireValues, type FormMode } from './form-fields';
import { toPayload, type FormSchemas } from './rules';
import { FormBody } from './form-body';
import { FormFooter } from './form-footer';
import { usePublishAfterSave } from './use-publish-after-save';
import { RecordError } from './record-error';
import { useRevealSecret } from './use-reveal-secret';
import { useStaleSave } from './use-stale-save';
import { StaleSaveDialog } from './stale-save-dialog';
import { useDelegator } from '../permissions';
import { lazyComponent } from '../lazy-component';

type Values = Record<string, unknown>;

const HistoryPanel = lazyComponent(() => import('./history/history-panel'));

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
  const publish = usePublishAfterSave(resource, record.data, actor, t);
  // What the last submit asked for: Save (a click, Enter, Ctrl+S) or "Save & publish".
  const andPublish = useRef(false);
  const controller = useSaveController({
    form,
    save: (values: Values) => {
      const payload = toPayload(wireValues(fields, values), bodySchema, omitEmpty);
      return save ? save(payload, record.id) : plainSave.mutateAsync(payload);
    },
    formNames: formNamesOf(fields),
    onRefused: versions.onRefused,
    onSaved: async (saved: T) => {
      dirty.current = false;
      versions.saved(saved);
      revealSecret(saved);
      // Refused, the publish leaves the record saved: its edit page shows it, with the reason said.
      const published = andPublish.current ? await publish.run(saved) : true;
      // The create page stays open in a tab: the next record starts from an empty form, not from this one.
      if (mode === 'create') form.resetFields();
      if (!published) return void navigate(editPathOf(resource, saved.id));
      void navigate(resource.hasShow ? showPathOf(resource, saved.id) : listPathOf(resource));
    },
  });
  const submitAs = (publishing: boolean) => {
    andPublish.current = publishing;
    form.submit();
  };

  if (record.isError)
    return <RecordError error={record.error} backTo={listPathOf(resource)} retry={() => void record.refetch()} t={t} />;
  if (mode === 'edit' && !record.data) return <Card loading />;

  const locked = record.data && resource.locked?.(record.data, actor);
  const formName = `${resource.ns}-${record.id ?? 'new'}`;
  const page = (
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
        name={formName}
        layout="vertical"
        style={resource.formSections ? undefined : { maxWidth: 720 }}
        disabled={!!locked}
        initialValues={
          record.data ? initialValues(resource, record.data, fields) : defaultValues(fields.map((f) => f.field))
        }
        onValuesChange={() => (dirty.current = true)}
        onFinish={controller.submit}
        onKeyDown={(event) => {
          if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 's') return;
          event.preventDefault();
          if (!locked) submitAs(false);
        }}
        scrollToFirstError
      >
        <FormBody
          fields={fields}
          sections={resource.formSections}
          formName={formName}
          record={record.data}
          actor={actor}
          t={t}
          language={language}
        />
        {children}
        <FormFooter
          t={t}
          backTo={listPathOf(resource)}
          locked={!!locked}
          submitLabel={submitLabel}
          saving={controller.saving || publish.publishing}
          onSaveAndPublish={publish.offered ? () => submitAs(true) : undefined}
          onSave={() => (andPublish.current = false)}
        />
      </Form>
    </Card>
  );
  // A record without a show page has its history beside its edit form; a restore reloads the form with it.
  if (mode === 'create' || resource.hasShow) return page;
  const restored = (saved: T) => {
    versions.saved(saved);
    form.setFieldsValue(initialValues(resource, saved, fields));
    dirty.current = false;
  };
  const history = (
    <Suspense fallback={<Card loading />}>
      <HistoryPanel
        api={{ path: resource.api.path, key: resource.api.key }}
        id={record.id!}
        editable={!locked}
        onRestored={(saved) => restored(saved as T)}
      />
    </Suspense>
  );
  const tabs = [
    { key: 'edit', label: t(title ?? `title.${mode}`), children: page },
    { key: 'history', label: t('resource:history.tab'), children: history },
  ];
  return <Tabs items={tabs} />;
}
