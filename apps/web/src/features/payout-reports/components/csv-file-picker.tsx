/** Reads a picked `.csv` file into the form's `csv` field, so what is sent can be seen and fixed first. */
import { Button, Form, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useMessage } from '../../../lib/feedback';
import { useResourceT } from '../../../lib/resource';
import { MAX_STATEMENT_FILE_BYTES } from '../constants';

export function CsvFilePicker() {
  const t = useResourceT('payout-reports');
  const form = Form.useFormInstance();
  const message = useMessage();
  const read = async (file: File) => {
    if (file.size > MAX_STATEMENT_FILE_BYTES) return message.error(t('fileTooLarge'));
    try {
      form.setFields([{ name: 'csv', value: await file.text(), errors: [] }]);
    } catch {
      message.error(t('fileUnreadable'));
    }
  };
  return (
    <Upload
      accept=".csv,text/csv"
      showUploadList={false}
      beforeUpload={(file) => {
        void read(file);
        return false;
      }}
    >
      <Button icon={<UploadOutlined />}>{t('pickFile')}</Button>
    </Upload>
  );
}
