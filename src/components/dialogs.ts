import '@/lib/antd-react19';
import Dialog, { type DialogAlertProps, type DialogConfirmProps } from 'antd-mobile/es/components/dialog';
import type { ReactNode } from 'react';

/**
 * antd-mobile's dialogs carry role="dialog" without a name (axe: "ARIA dialog has no accessible
 * name"); a screen reader announces only "dialog". These name each one by its title, else its
 * text, and are the shop's only way to ask (lint refuses Dialog.confirm and Dialog.alert).
 */
function named<P extends { title?: ReactNode; content?: ReactNode; 'aria-label'?: string }>(props: P): P {
  const name = [props.title, props.content].find((text): text is string => typeof text === 'string' && text !== '');
  return name && !props['aria-label'] ? { ...props, 'aria-label': name } : props;
}

export function confirmDialog(props: DialogConfirmProps): Promise<boolean> {
  // eslint-disable-next-line no-restricted-properties -- the one place that calls antd's own
  return Dialog.confirm(named(props));
}

export function alertDialog(props: DialogAlertProps): Promise<void> {
  // eslint-disable-next-line no-restricted-properties -- the one place that calls antd's own
  return Dialog.alert(named(props));
}
