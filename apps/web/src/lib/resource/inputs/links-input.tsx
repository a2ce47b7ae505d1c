/**
 * A list of links, each a platform name and a URL (a model's social links): rows to edit, add and remove.
 * The server checks each URL; its message shows beneath the whole list.
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import type { ResourceT } from '../use-resource-t';

export type Link = { platform: string; url: string };

type Props = {
  value?: Link[] | null;
  onChange?: (value: Link[]) => void;
  id?: string;
  disabled?: boolean;
  t: ResourceT;
};

export function LinksInput({ value, onChange, id, disabled, t }: Props) {
  const links = value ?? [];
  const change = (index: number, patch: Partial<Link>) =>
    onChange?.(links.map((link, i) => (i === index ? { ...link, ...patch } : link)));
  return (
    <Space id={id} direction="vertical" style={{ width: '100%' }}>
      {links.map((link, index) => (
        <Space.Compact key={index} style={{ width: '100%' }}>
          <Input
            aria-label={t('resource:links.platform')}
            placeholder={t('resource:links.platform')}
            value={link.platform}
            disabled={disabled}
            style={{ width: '35%' }}
            onChange={(e) => change(index, { platform: e.target.value })}
          />
          <Input
            aria-label={t('resource:links.url')}
            placeholder="https://"
            value={link.url}
            disabled={disabled}
            onChange={(e) => change(index, { url: e.target.value })}
          />
          <Button
            aria-label={t('resource:links.remove')}
            icon={<DeleteOutlined />}
            disabled={disabled}
            onClick={() => onChange?.(links.filter((_, i) => i !== index))}
          />
        </Space.Compact>
      ))}
      <Button
        type="dashed"
        icon={<PlusOutlined />}
        disabled={disabled}
        onClick={() => onChange?.([...links, { platform: '', url: '' }])}
      >
        {t('resource:links.add')}
      </Button>
    </Space>
  );
}
