import type { ReactNode } from 'react';
import styles from './unbroken-part.module.css';

/**
 * The `<part>` tag of a message made of parts ('<part>{date}</part> · <part>{count} pieces</part>'):
 * a narrow line breaks between the parts, never inside one ('2' and 'lines').
 */
export const unbrokenPart = (chunks: ReactNode[]) => <span className={styles.part}>{chunks}</span>;
