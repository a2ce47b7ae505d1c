/**
 * A button that reads a picked text file (a spreadsheet's CSV) in the browser and hands over its text, so what
 * is sent can be seen and fixed first; nothing is uploaded. A file over `maxBytes`, or one that cannot be read
 * as text, is refused with the given message.
 */
import { Button, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useMessage } from '../feedback';

type Props = {
  label: string;
  maxBytes: number;
  tooLarge: string;
  unreadable: string;
  onText: (text: string) => void;
  accept?: string;
};

export function TextFileButton({ label, maxBytes, tooLarge, unreadable, onText, accept = '.csv,text/csv' }: Props) {
  const message = useMessage();
  const read = async (file: File) => {
    if (file.size > maxBytes) return message.error(tooLarge);
    try {
      onText(await file.text());
    } catch {
      message.error(unreadable);
    }
  };
  return (
    <Upload
      accept={accept}
      showUploadList={false}
      beforeUpload={(file) => {
        void read(file);
        return false;
      }}
    >
      <Button icon={<UploadOutlined />}>{label}</Button>
    </Upload>
  );
}
