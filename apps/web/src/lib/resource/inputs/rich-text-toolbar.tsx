/** The rich text editor's buttons, each showing whether it applies where the cursor is. */
import { useState } from 'react';
import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Button, Input, Popover, Space, Tooltip } from 'antd';
import { type Editor, useEditorState } from '@tiptap/react';
import { useTranslation } from 'react-i18next';
import styles from './rich-text-input.module.css';

type Mark = { key: string; icon: React.ReactNode; active: (e: Editor) => boolean; run: (e: Editor) => void };

const BUTTONS: Mark[] = [
  {
    key: 'h2',
    icon: 'H2',
    active: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    key: 'h3',
    icon: 'H3',
    active: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    key: 'bold',
    icon: <BoldOutlined />,
    active: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    key: 'italic',
    icon: <ItalicOutlined />,
    active: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    key: 'underline',
    icon: <UnderlineOutlined />,
    active: (e) => e.isActive('underline'),
    run: (e) => e.chain().focus().toggleUnderline().run(),
  },
  {
    key: 'strike',
    icon: <StrikethroughOutlined />,
    active: (e) => e.isActive('strike'),
    run: (e) => e.chain().focus().toggleStrike().run(),
  },
  {
    key: 'bulletList',
    icon: <UnorderedListOutlined />,
    active: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    key: 'orderedList',
    icon: <OrderedListOutlined />,
    active: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    key: 'quote',
    icon: '“',
    active: (e) => e.isActive('blockquote'),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
];

export function RichTextToolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation('resource');
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      Object.fromEntries([...BUTTONS.map((b) => [b.key, b.active(e)]), ['link', e.isActive('link')]]),
  });
  return (
    <Space size={2} wrap style={{ padding: 4 }}>
      {BUTTONS.map((button) => (
        <Tooltip key={button.key} title={t(`richText.${button.key}`)}>
          <Button
            size="small"
            type={active[button.key] ? 'primary' : 'text'}
            aria-label={t(`richText.${button.key}`)}
            aria-pressed={Boolean(active[button.key])}
            icon={
              // A letter drawn by CSS: the button is named by what it does, and no text of it says otherwise.
              typeof button.icon === 'string' ? (
                <span className={styles.glyph} data-glyph={button.icon} aria-hidden />
              ) : (
                button.icon
              )
            }
            onClick={() => button.run(editor)}
          />
        </Tooltip>
      ))}
      <LinkButton editor={editor} active={Boolean(active.link)} />
    </Space>
  );
}

/** Sets the selection's link (http, https, mailto, tel) or removes it. */
function LinkButton({ editor, active }: { editor: Editor; active: boolean }) {
  const { t } = useTranslation('resource');
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const apply = () => {
    const chain = editor.chain().focus().extendMarkRange('link');
    (href.trim() ? chain.setLink({ href: href.trim() }) : chain.unsetLink()).run();
    setOpen(false);
  };
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setHref((editor.getAttributes('link').href as string | undefined) ?? '');
      }}
      trigger="click"
      content={
        <Space.Compact>
          <Input
            autoFocus
            aria-label={t('richText.linkAddress')}
            placeholder="https://"
            value={href}
            onChange={(e) => setHref(e.target.value)}
            onPressEnter={apply}
          />
          <Button type="primary" onClick={apply}>
            {t('richText.apply')}
          </Button>
        </Space.Compact>
      }
    >
      <Tooltip title={t('richText.link')}>
        <Button
          size="small"
          type={active ? 'primary' : 'text'}
          aria-label={t('richText.link')}
          icon={<LinkOutlined />}
        />
      </Tooltip>
    </Popover>
  );
}
