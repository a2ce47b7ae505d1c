/** A number's control, the whole width of its form column; loaded with the first form that has one. */
import { InputNumber, type InputNumberProps } from 'antd';

export default function NumberInput(props: InputNumberProps) {
  return <InputNumber style={{ width: '100%' }} {...props} />;
}
