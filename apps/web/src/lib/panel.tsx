/**
 * A titled box, drawn as antd's Card draws one, for a page's main content (a list). antd's Card imports its Tabs
 * (for `tabList`) whether used or not: a list in a Card downloaded and evaluated a tab strip it never shows.
 * The title is a heading, and names the box: `getByRole('region', { name })` finds it.
 */
import { useId, type CSSProperties, type ReactNode } from 'react';
import { theme } from 'antd';
import styles from './panel.module.css';

export type PanelProps = {
  title: ReactNode;
  /** Controls at the head's right (an action on the box's content as a whole). */
  extra?: ReactNode;
  children: ReactNode;
};

export function Panel({ title, extra, children }: PanelProps) {
  const titleId = useId();
  // antd's CSS variables are declared on its components' roots only: the theme's values reach the box as its own.
  const { token } = theme.useToken();
  const look = {
    '--panel-background': token.colorBgContainer,
    '--panel-border': token.colorBorderSecondary,
    '--panel-radius': `${token.borderRadiusLG}px`,
    '--panel-heading': token.colorTextHeading,
    '--panel-heading-size': `${token.fontSizeLG}px`,
    '--panel-heading-weight': token.fontWeightStrong,
  } as CSSProperties;
  return (
    <section className={styles.panel} style={look} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {extra && <div className={styles.extra}>{extra}</div>}
      </div>
      <div className={styles.body}>{children}</div>
    </section>
  );
}
