/** Reads a picked `.csv` file into the form's `csv` field, so what is sent can be seen and fixed first. */
import { Form } from 'antd';
import { useResourceT } from '../../../lib/resource';
import { TextFileButton } from '../../../lib/resource/text-file-button';
import { MAX_STATEMENT_FILE_BYTES } from '../statement';

export function CsvFilePicker() {
  const t = useResourceT('payout-reports');
  const form = Form.useFormInstance();
  return (
    <TextFileButton
      label={t('pickFile')}
      maxBytes={MAX_STATEMENT_FILE_BYTES}
      tooLarge={t('fileTooLarge')}
      unreadable={t('fileUnreadable')}
      onText={(text) => form.setFields([{ name: 'csv', value: text, errors: [] }])}
    />
  );
}
