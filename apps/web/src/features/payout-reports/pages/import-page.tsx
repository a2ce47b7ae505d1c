/**
 * Import of a statement (`/orders/payout-reports/import`): its period, currency and reserves, and its lines as
 * CSV text pasted or read from a picked file (in the browser; only the text is sent). A refusal puts the
 * statement's messages on its fields and lists every bad cell by row and column; once stored, the statement's
 * page shows its reconciliation.
 */
import { useState } from 'react';
import { Flex, Typography } from 'antd';
import { payoutReportImport } from '@backlot/contract';
import { ApiError } from '../../../lib/api/client';
import { ResourceForm, useResourceT } from '../../../lib/resource';
import { CsvErrors, csvProblems, rowsToFix, type CsvProblem } from '../../../lib/resource/csv-errors';
import { importStatement } from '../api';
import { CsvFilePicker } from '../components/csv-file-picker';
import { statementHintValues } from '../statement';
import { payoutReportResource } from '../resource';

const isRowError = (field: string) => field.startsWith('rows.');

export default function PayoutReportImportPage() {
  const t = useResourceT('payout-reports');
  const [problems, setProblems] = useState<CsvProblem[]>([]);

  /** Row errors go to the table; the statement's own field messages stay for the form to place. */
  const save = async (payload: Record<string, unknown>) => {
    setProblems([]);
    try {
      return await importStatement(payload);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const entries = Object.entries(error.fieldErrors);
      const rows = csvProblems(Object.fromEntries(entries.filter(([field]) => isRowError(field))));
      setProblems(rows);
      if (!rows.length) throw error;
      const rest = Object.fromEntries(entries.filter(([field]) => !isRowError(field)));
      throw new ApiError(error.status, error.code, t('linesRefused', { count: rowsToFix(rows) }), rest);
    }
  };

  return (
    <ResourceForm
      resource={payoutReportResource}
      schemas={{ create: payoutReportImport }}
      save={save}
      title="title.import"
      submitLabel="actions.import"
    >
      <Flex vertical gap={12} style={{ marginBottom: 24 }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('importHint', statementHintValues)}
        </Typography.Paragraph>
        <CsvFilePicker />
        {problems.length > 0 && <CsvErrors problems={problems} t={t} />}
      </Flex>
    </ResourceForm>
  );
}
