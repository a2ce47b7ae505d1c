/** A record's links as they read on its page and in its row: each platform's name linking to its URL. */
import { Space, Typography } from 'antd';
import type { Link } from './links-input';

export default function LinksView({ links }: { links: Link[] }) {
  return (
    <Space direction="vertical" size={0}>
      {links.map((link, i) => (
        <Typography.Link key={i} href={link.url} target="_blank" rel="noopener noreferrer">
          {link.platform}
        </Typography.Link>
      ))}
    </Space>
  );
}
