import { useCallback, type ComponentProps } from 'react';
import styles from './fixed-bar.module.css';

type FixedBarProps = ComponentProps<'div'> & {
  /** A page's closing bar is its footer (withdrawal); the others are a group of actions. */
  as?: 'div' | 'footer';
};

/**
 * A bar fixed to the foot of the screen inside the centred frame: the pay, submit and action bars.
 * It keeps the page's room under its content as tall as it is: a bar whose rows wrap (the cart's
 * pay bar at 320 px, a total in the thousands beside 'Commander (3)', any bar under a reader's own
 * text spacing, WCAG 1.4.12) grows, and a fixed padding would leave the page's last lines under it.
 * Its height is written as --bar-room, which the page's bottom padding reads (with its own fallback
 * before the first measure): on the page's `<main>` when the bar is inside it, so a bar deep in a
 * form (the review and after-sales requests) reaches the padding too; else on the bar's parent,
 * which holds both the bar and the `<main>` it follows.
 */
export function FixedBar({ as: Element = 'div', className, ...bar }: FixedBarProps) {
  const measured = useCallback((node: HTMLElement | null) => {
    const page = node?.closest('main') ?? node?.parentElement;
    if (!node || !page) return undefined;
    const measure = () => page.style.setProperty('--bar-room', `${String(node.offsetHeight)}px`);
    measure();
    const watch = new ResizeObserver(measure);
    watch.observe(node);
    return () => {
      watch.disconnect();
      page.style.removeProperty('--bar-room');
    };
  }, []);
  return <Element ref={measured} className={className ? `${styles.bottom} ${className}` : styles.bottom} {...bar} />;
}
