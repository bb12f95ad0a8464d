import AntdSwitch, { type SwitchProps } from 'antd-mobile/es/components/switch';
import { useEffect, useRef } from 'react';
import styles from './no-box.module.css';

/** Space, as on a native checkbox, and Enter, as on a button, flip a focused switch. */
function flipOnKey(event: KeyboardEvent) {
  const target = event.target;
  if (!(target instanceof HTMLElement) || (event.key !== ' ' && event.key !== 'Enter') || target.getAttribute('role') !== 'switch') return;
  event.preventDefault();
  if (target.getAttribute('aria-disabled') !== 'true') target.click();
}

/**
 * antd-mobile's Switch, usable from a keyboard: antd draws it as a `<div role="switch">` with a
 * click handler only, no Tab stop and no key ("Set as default address" could not be set without a
 * pointer). The keys are the switch's own (it is what is focused); its wrapper, with no box of its
 * own, hears them bubble. Every feature uses this one (lint refuses antd's).
 */
export function Switch(props: SwitchProps) {
  const keys = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const wrapper = keys.current;
    wrapper?.addEventListener('keydown', flipOnKey);
    return () => wrapper?.removeEventListener('keydown', flipOnKey);
  }, []);
  return (
    <span ref={keys} className={styles.noBox}>
      <AntdSwitch tabIndex={props.disabled ? -1 : 0} {...props} />
    </span>
  );
}
