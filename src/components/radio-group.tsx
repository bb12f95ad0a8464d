import Radio from 'antd-mobile/es/components/radio';
import { useEffect, useId, useRef, type ComponentProps } from 'react';
import styles from './no-box.module.css';

// Lint refuses `<Radio.Group>` in JSX everywhere; this file is the one place that wraps it.
const AntdRadioGroup = Radio.Group;

/**
 * antd-mobile's Radio.Group with its radios named as one group. antd draws each choice as a native
 * radio but gives them no `name`, so each stood alone: a Tab stop per choice, the arrow keys did
 * nothing, and a screen reader said "1 of 1". Sharing a name, they are one Tab stop (the chosen
 * one), the arrow keys move the choice as on any web form (the browser's own keys; antd hears the
 * click they make), and a screen reader says "2 of 3". Its wrapper has no box of its own. Every
 * feature uses this one (lint refuses `Radio.Group`).
 */
export function RadioGroup(props: ComponentProps<typeof Radio.Group>) {
  const box = useRef<HTMLDivElement>(null);
  const name = useId();
  useEffect(() => {
    const root = box.current;
    if (!root) return undefined;
    const nameAll = () => {
      for (const input of root.querySelectorAll<HTMLInputElement>('input[type="radio"]')) {
        if (input.name !== name) input.name = name;
      }
    };
    nameAll();
    // Choices come and go with the server's answers (addresses, coupons, payment methods).
    const observer = new MutationObserver(nameAll);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [name]);
  return (
    <div ref={box} className={styles.noBox}>
      <AntdRadioGroup {...props} />
    </div>
  );
}
