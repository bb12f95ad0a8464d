import AntdSelector, { type SelectorProps } from 'antd-mobile/es/components/selector';
import { useEffect, useRef } from 'react';
import { enableListboxKeys } from './listbox-keys';
import noBox from './no-box.module.css';
import styles from './selector.module.css';

/**
 * antd-mobile's Selector, usable from a keyboard (components/listbox-keys.ts: one Tab stop, the
 * arrow keys, Space or Enter) and saying when more than one option may be chosen. Its wrapper has
 * no box of its own, so the chips lay out as antd's alone. Every feature uses this one (lint
 * refuses antd's).
 */
export function Selector<V extends string | number>(props: SelectorProps<V>) {
  const keys = useRef<HTMLDivElement>(null);
  useEffect(() => (keys.current ? enableListboxKeys(keys.current) : undefined), []);
  return (
    <div ref={keys} className={`${noBox.noBox} ${styles.narrow}`}>
      <AntdSelector aria-multiselectable={props.multiple || undefined} {...props} />
    </div>
  );
}
