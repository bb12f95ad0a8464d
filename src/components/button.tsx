import AntdButton, { type ButtonProps as AntdButtonProps } from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import styles from './button.module.css';

/** antd-mobile's own props, less `loadingText`: the label itself is what a loading button shows. */
export type ButtonProps = Omit<AntdButtonProps, 'loadingText'>;

/**
 * antd-mobile's Button that keeps its label while it loads. antd swaps the children for its dots
 * while `loading` (its `loadingText` takes a plain string only), so a "Place order" in flight had
 * no accessible name (axe: button-name). Here the label stays where it was, unseen, and the dots
 * stand over it: screen readers still find the button by its name, the shopper sees the dots, and
 * the button keeps its size, so nothing beside it moves (with the dots before the label it grew by
 * their width). antd still disables it. Every feature uses this one (lint refuses antd's).
 */
export function Button({ children, loadingIcon = <DotLoading color="currentColor" />, ...props }: ButtonProps) {
  return (
    <AntdButton
      {...props}
      loadingIcon={
        <>
          <span className={styles.loadingLabel}>{children}</span>
          <span className={styles.loadingDots} aria-hidden="true">
            {loadingIcon}
          </span>
        </>
      }
    >
      {children}
    </AntdButton>
  );
}
