/**
 * One figure in a card: its value (a line per currency for money) and, under it, the change against the
 * values it is compared with, in percent.
 */
import { Card, Flex, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { Format } from './format';
import { MetricTitle } from './metric-title';

export type StatLine = {
  key: string;
  /** The value as shown. */
  text: string;
  now: number;
  /** What it is compared with: a label and the value then, as a number and as shown. */
  against: Comparison[];
};

type Comparison = { label: string; value: number; text: string };

function Change({ now, against, format }: { now: number; against: Comparison; format: Format }) {
  const before = against.value;
  const change = format.change(now, before);
  const type = change === null || now === before ? 'secondary' : now > before ? 'success' : 'danger';
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {against.label} {against.text}{' '}
      <Typography.Text type={type} style={{ fontSize: 12 }}>
        {now > before ? <ArrowUpOutlined /> : now < before ? <ArrowDownOutlined /> : null} {change ?? '—'}
      </Typography.Text>
    </Typography.Text>
  );
}

export function StatCard({ metric, lines, format }: { metric: string; lines: StatLine[]; format: Format }) {
  return (
    <Card size="small" title={<MetricTitle metric={metric} />} style={{ height: '100%' }}>
      <Flex vertical gap={8}>
        {lines.map((line) => (
          <div key={line.key}>
            <Typography.Text strong style={{ fontSize: 22, whiteSpace: 'nowrap' }}>
              {line.text}
            </Typography.Text>
            <Flex vertical>
              {line.against.map((a) => (
                <Change key={a.label} now={line.now} against={a} format={format} />
              ))}
            </Flex>
          </div>
        ))}
      </Flex>
    </Card>
  );
}
