/**
 * A share in a table cell, as text on a background as strong as the share (the theme colour): the figure stays
 * readable text; the colour only helps the eye along a row. Null: an empty cell (not reached yet).
 */
import { theme } from 'antd';
import type { ReactNode } from 'react';

export function HeatCell({ share, children, label }: { share: number | null; children?: ReactNode; label?: string }) {
  const { token } = theme.useToken();
  // A mark named by its label (a span's aria-label names nothing without a role).
  if (share === null) return <span role="img" aria-label={label} />;
  const strength = Math.round(Math.min(Math.max(share, 0), 100) * 0.45);
  return (
    <div
      title={label}
      style={{
        background: `color-mix(in srgb, ${token.colorPrimary} ${strength}%, transparent)`,
        borderRadius: token.borderRadiusSM,
        padding: '0 6px',
        whiteSpace: 'nowrap',
      }}
    >
      {children}
    </div>
  );
}
