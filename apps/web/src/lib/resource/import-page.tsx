/**
 * The kit's import page (`<list>/import`, under the resource's import permission): pick a CSV or Excel file,
 * "Check" runs the dry run and shows what each row would do, "Import" (only when no row has a problem) writes
 * them all, then back to the list. The template holds the columns the server reads. A refusal of the file as a
 * whole (its header, its size) is listed by row and column.
 */
import { useState } from 'react';
import { Button, Card, Flex, Typography, Upload } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client';
import { camelKey } from '../api/case';
import { useMessage } from '../feedback';
import { CsvErrors, csvProblems, type CsvProblem } from './csv-errors';
import { downloadTemplate, type ImportAnswer, importFieldsOf, sendImport } from './import-request';
import { ImportReport } from './import-report';
import type { Resource } from './resource';
import type { RecordBase } from './types';
import { useResourceT } from './use-resource-t';
import { errorText } from './use-save-controller';

export function ImportPage<T extends RecordBase>({ resource }: { resource: Resource<T> }) {
  const t = useResourceT(resource.ns);
  const message = useMessage();
  const navigate = useNavigate();
  const client = useQueryClient();
  const imported = importFieldsOf(resource.permissions.import)!;
  const [file, setFile] = useState<File>();
  const [report, setReport] = useState<ImportAnswer>();
  const [problems, setProblems] = useState<CsvProblem[]>([]);
  const [busy, setBusy] = useState<'check' | 'import'>();
  const labelOf = (name: string) => {
    const field = resource.fields.find((f) => f.name === camelKey(name));
    return field ? t(field.label) : t(`fields.${camelKey(name)}`, { defaultValue: name });
  };

  const run = async (dryRun: boolean) => {
    if (!file) return;
    setBusy(dryRun ? 'check' : 'import');
    setProblems([]);
    try {
      const answer = await sendImport(resource.api.path, file, dryRun);
      if (dryRun) return setReport(answer);
      const { create, update } = answer.summary;
      message.success(t('resource:import.done', { create, update }));
      await client.invalidateQueries({ queryKey: resource.api.key });
      navigate(resource.path);
    } catch (error) {
      setReport(undefined);
      const rows = error instanceof ApiError ? csvProblems(error.fieldErrors) : [];
      if (rows.length) setProblems(rows);
      else message.error(errorText(error, t('resource:failed')));
    } finally {
      setBusy(undefined);
    }
  };

  const pick = (picked: File) => {
    setFile(picked);
    setReport(undefined);
    setProblems([]);
    return false;
  };
  const clean = report && report.summary.errors === 0 && report.summary.create + report.summary.update > 0;

  return (
    <Card title={t('title.import')}>
      <Flex vertical gap={12}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('resource:import.hint', { key: imported.key, columns: imported.fields.join(', ') })}
        </Typography.Paragraph>
        <div>
          <Button
            type="link"
            icon={<DownloadOutlined />}
            style={{ paddingInline: 0 }}
            onClick={() => downloadTemplate(resource.ns, imported.fields)}
          >
            {t('resource:import.template')}
          </Button>
        </div>
        <Upload
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          maxCount={1}
          beforeUpload={pick}
          onRemove={() => {
            setFile(undefined);
            setReport(undefined);
          }}
          fileList={file ? [{ uid: file.name, name: file.name, status: 'done' }] : []}
        >
          <Button icon={<UploadOutlined />}>{t('resource:import.choose')}</Button>
        </Upload>
        <Flex gap={8} wrap>
          <Button
            type={clean ? 'default' : 'primary'}
            disabled={!file}
            loading={busy === 'check'}
            onClick={() => void run(true)}
          >
            {t('resource:import.check')}
          </Button>
          <Button type="primary" disabled={!clean} loading={busy === 'import'} onClick={() => void run(false)}>
            {t('resource:import.import')}
          </Button>
          <Button onClick={() => navigate(resource.path)}>{t('resource:actions.back')}</Button>
        </Flex>
        {problems.length > 0 && <CsvErrors problems={problems} t={t} />}
        {report && <ImportReport report={report} labelOf={labelOf} t={t} />}
      </Flex>
    </Card>
  );
}
