/**
 * Rich text with TipTap: paragraphs, headings, bold, italic, underline, strikethrough, lists, quotes and
 * links, held as HTML. The server sanitizes what it stores; this editor only makes what that allowlist keeps.
 * Loaded with the first form that has one.
 */
import { useEffect } from 'react';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { RichTextToolbar } from './rich-text-toolbar';
import styles from './rich-text-input.module.css';

export type RichTextInputProps = {
  value?: string | null;
  onChange?: (value: string) => void;
  id?: string;
  disabled?: boolean;
};

export default function RichTextInput({ value, onChange, id, disabled }: RichTextInputProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: { openOnClick: false } })],
    content: value ?? '',
    editable: !disabled,
    onUpdate: ({ editor: current }) => onChange?.(current.isEmpty ? '' : current.getHTML()),
  });
  // A value set from outside (the record loaded, the form reset) replaces the content.
  useEffect(() => {
    if (editor && (value ?? '') !== (editor.isEmpty ? '' : editor.getHTML())) {
      editor.commands.setContent(value ?? '', { emitUpdate: false });
    }
  }, [editor, value]);
  useEffect(() => editor?.setEditable(!disabled), [editor, disabled]);
  // A text box named by the form's label for it (which points at the wrapper: an editable region is no input).
  useEffect(() => {
    const label = id ? document.querySelector(`label[for="${CSS.escape(id)}"]`)?.textContent : undefined;
    editor?.setOptions({
      editorProps: {
        attributes: { role: 'textbox', 'aria-multiline': 'true', ...(label ? { 'aria-label': label } : {}) },
      },
    });
  }, [editor, id]);
  const state = useEditorState({ editor, selector: ({ editor: e }) => ({ focused: e?.isFocused ?? false }) });

  return (
    <div id={id} className={`${styles.editor} ${state?.focused ? styles.focused : ''}`}>
      {editor && !disabled && <RichTextToolbar editor={editor} />}
      <EditorContent editor={editor} className={styles.content} />
    </div>
  );
}
