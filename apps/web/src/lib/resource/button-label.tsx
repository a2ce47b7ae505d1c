/**
 * A button's label: its text, or, where space is short (a list row's inline actions, `iconOnly`) and the button
 * has an icon, a tooltip over the icon, the label then being the button's accessible name. `quiet`: the tooltip
 * stays closed (while the button's own confirmation is open, which it would cover).
 */
import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { Tooltip, type ButtonProps } from 'antd';

export type ButtonLook = Pick<ButtonProps, 'type' | 'size'> & { iconOnly?: boolean };

export function labelled(
  button: ReactElement<ButtonProps>,
  label: ReactNode,
  iconOnly?: boolean,
  quiet?: boolean,
): ReactElement {
  if (!iconOnly || !button.props.icon) return cloneElement(button, {}, label);
  const name = button.props['aria-label'] ?? (typeof label === 'string' ? label : undefined);
  return (
    <Tooltip key={button.key} title={label} {...(quiet ? { open: false } : {})}>
      {cloneElement(button, { 'aria-label': name })}
    </Tooltip>
  );
}
