/** A figure's name with its definition (the contract's `metric.<name>` message) on a question mark. */
import { QuestionCircleOutlined } from '@ant-design/icons';
import { Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { tMessage } from '../../../lib/i18n';

/** The definition of a figure, in the UI language. */
export const definitionOf = (metric: string) => tMessage(`metric.${metric}`);

export function MetricTitle({ metric }: { metric: string }) {
  const { t } = useTranslation('analytics');
  const definition = definitionOf(metric);
  return (
    <Space size={4}>
      {t(`metric.${metric}`)}
      <Tooltip title={definition}>
        <QuestionCircleOutlined aria-label={definition} />
      </Tooltip>
    </Space>
  );
}
