import type { ReactNode } from 'react';
import styles from './result-actions.module.css';

/**
 * A result's next steps (paid, topped up, under review): one under the other, the main one first,
 * at a reading width on a wide screen. Side by side, French and Spanish names broke in two at
 * 375 px ("Historique des / recharges").
 */
export function ResultActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
