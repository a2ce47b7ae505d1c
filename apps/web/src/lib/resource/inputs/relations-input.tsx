/**
 * Related records in an order that matters (a video's models, directors, tags): search and pick to add at the
 * end, move up or down, remove. The value is the records themselves, so each reads by its name at once; the
 * form writes their ids in this order.
 */
import { ArrowDownOutlined, ArrowUpOutlined, CloseOutlined } from '@ant-design/icons';
import { Button, Flex, Space, Typography } from 'antd';
import type { RelatedRecord, RelationSpec } from '../field';
import { RemoteSelect } from '../remote-select';
import type { ResourceT } from '../use-resource-t';

type Props = {
  relation: RelationSpec;
  value?: RelatedRecord[] | null;
  onChange?: (value: RelatedRecord[]) => void;
  id?: string;
  disabled?: boolean;
  t: ResourceT;
};

export default function RelationsInput({ relation, value, onChange, id, disabled, t }: Props) {
  const chosen = value ?? [];
  const ids = new Set(chosen.map((record) => record.id));
  const move = (from: number, to: number) => {
    const next = [...chosen];
    const [record] = next.splice(from, 1);
    next.splice(to, 0, record!);
    onChange?.(next);
  };
  return (
    <Flex vertical gap={8}>
      <RemoteSelect<RelatedRecord>
        id={id}
        path={relation.path}
        labelOf={relation.labelOf}
        isDisabled={(record) => ids.has(record.id)}
        value={null}
        allowClear={false}
        disabled={disabled}
        placeholder={t('resource:relations.add')}
        onPick={(record) => !ids.has(record.id) && onChange?.([...chosen, record])}
      />
      {chosen.map((record, index) => {
        const label = relation.labelOf(record);
        return (
          <Flex key={record.id} align="center" gap={8} className="relation-row">
            <Typography.Text type="secondary" style={{ width: 20, textAlign: 'right' }}>
              {index + 1}
            </Typography.Text>
            <Typography.Text style={{ flex: 1 }} ellipsis>
              {label}
            </Typography.Text>
            <Space size={0}>
              <Button
                type="text"
                size="small"
                icon={<ArrowUpOutlined />}
                aria-label={t('resource:relations.up', { name: label })}
                disabled={disabled || index === 0}
                onClick={() => move(index, index - 1)}
              />
              <Button
                type="text"
                size="small"
                icon={<ArrowDownOutlined />}
                aria-label={t('resource:relations.down', { name: label })}
                disabled={disabled || index === chosen.length - 1}
                onClick={() => move(index, index + 1)}
              />
              <Button
                type="text"
                size="small"
                danger
                icon={<CloseOutlined />}
                aria-label={t('resource:relations.remove', { name: label })}
                disabled={disabled}
                onClick={() => onChange?.(chosen.filter((other) => other.id !== record.id))}
              />
            </Space>
          </Flex>
        );
      })}
    </Flex>
  );
}
