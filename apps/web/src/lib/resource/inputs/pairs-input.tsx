/**
 * A list of pairs of texts (a model's social links: platform and URL; a processor's packages: id and name):
 * rows to edit, add and remove. The server checks each; its message shows beneath the whole list.
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { useResourceT } from '../use-resource-t';

/** The two keys of each pair, and i18n keys (of `ns`) of their labels and of the add and remove buttons. */
export type PairsSpec = {
  keys: readonly [string, string];
  labels: readonly [string, string];
  /** Placeholder of the second text (`https://`); the first shows its label. */
  placeholder?: string;
  add: string;
  remove: string;
};

type Pair = Record<string, string>;

export type PairsInputProps = {
  value?: Pair[] | null;
  onChange?: (value: Pair[]) => void;
  id?: string;
  disabled?: boolean;
  /** The namespace of the spec's labels. */
  ns: string;
  spec: PairsSpec;
};

export function PairsInput({ value, onChange, id, disabled, ns, spec }: PairsInputProps) {
  const t = useResourceT(ns);
  const pairs = value ?? [];
  const [first, second] = spec.keys;
  const change = (index: number, patch: Pair) =>
    onChange?.(pairs.map((pair, i) => (i === index ? { ...pair, ...patch } : pair)));
  return (
    <Space id={id} direction="vertical" style={{ width: '100%' }}>
      {pairs.map((pair, index) => (
        <Space.Compact key={index} style={{ width: '100%' }}>
          <Input
            aria-label={t(spec.labels[0])}
            placeholder={t(spec.labels[0])}
            value={pair[first]}
            disabled={disabled}
            style={{ width: '35%' }}
            onChange={(e) => change(index, { [first]: e.target.value })}
          />
          <Input
            aria-label={t(spec.labels[1])}
            placeholder={spec.placeholder ?? t(spec.labels[1])}
            value={pair[second]}
            disabled={disabled}
            onChange={(e) => change(index, { [second]: e.target.value })}
          />
          <Button
            aria-label={t(spec.remove)}
            icon={<DeleteOutlined />}
            disabled={disabled}
            onClick={() => onChange?.(pairs.filter((_, i) => i !== index))}
          />
        </Space.Compact>
      ))}
      <Button
        type="dashed"
        icon={<PlusOutlined />}
        disabled={disabled}
        onClick={() => onChange?.([...pairs, { [first]: '', [second]: '' }])}
      >
        {t(spec.add)}
      </Button>
    </Space>
  );
}
