/**
 * Batch creation of members (`/users/batch-create`): CSV text pasted or read from a picked file (in the browser;
 * nothing is uploaded but the text), sent as one batch. A refusal lists every bad cell by row and column; a
 * success says how many members were made.
 */
import { useState } from 'react';
import { Alert, Button, Card, Flex, Input, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fieldErrorsOf } from '../../../lib/api/form-errors';
import { useMessage } from '../../../lib/feedback';
import { useResourceT } from '../../../lib/resource';
import { errorText } from '../../../lib/resource/use-save-controller';
import { TextFileButton } from '../../../lib/resource/text-file-button';
import { batchCreateMembers, MEMBERS_CACHE_KEY } from '../api';
import { CsvErrors, csvProblems, rowsToFix, type CsvProblem } from '../../../lib/resource/csv-errors';
import { batchHintValues, MAX_CSV_FILE_BYTES, SAMPLE_CSV } from '../batch-file';

export default function MemberBatchCreatePage() {
  const t = useResourceT('member-batch');
  const message = useMessage();
  const [csv, setCsv] = useState('');
  const [problems, setProblems] = useState<CsvProblem[]>([]);
  const [created, setCreated] = useState<number | null>(null);
  const client = useQueryClient();

  const create = useMutation({
    mutationFn: batchCreateMembers,
    onMutate: () => {
      setProblems([]);
      setCreated(null);
    },
    onSuccess: (answer) => {
      // The text is cleared so the same rows are not sent twice; the count stays on the page.
      setCsv('');
      setCreated(answer.created);
      message.success(t('created', { count: answer.created }));
      void client.invalidateQueries({ queryKey: MEMBERS_CACHE_KEY });
    },
    onError: (error) => {
      const found = csvProblems(fieldErrorsOf(error));
      setProblems(found);
      if (!found.length) message.error(errorText(error, t('resource:failed')));
    },
  });

  return (
    <Card title={t('title.batchCreate')}>
      <Flex vertical gap={16}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('hint', batchHintValues)}
        </Typography.Paragraph>
        <TextFileButton
          label={t('pickFile')}
          maxBytes={MAX_CSV_FILE_BYTES}
          tooLarge={t('fileTooLarge')}
          unreadable={t('fileUnreadable')}
          onText={(text) => {
            setCsv(text);
            setProblems([]);
            setCreated(null);
          }}
        />
        <Input.TextArea
          aria-label={t('csvLabel')}
          placeholder={SAMPLE_CSV}
          value={csv}
          onChange={(event) => setCsv(event.target.value)}
          autoSize={{ minRows: 8, maxRows: 20 }}
          spellCheck={false}
          style={{ fontFamily: 'monospace', whiteSpace: 'pre', overflowX: 'auto' }}
        />
        <Flex justify="end">
          <Button type="primary" disabled={!csv.trim()} loading={create.isPending} onClick={() => create.mutate(csv)}>
            {t('submit')}
          </Button>
        </Flex>
        {created !== null && <Alert type="success" showIcon title={t('created', { count: created })} />}
        {problems.length > 0 && (
          <Flex vertical gap={8}>
            <Alert type="error" showIcon title={t('errorsTitle', { count: rowsToFix(problems) })} />
            <CsvErrors problems={problems} t={t} />
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
