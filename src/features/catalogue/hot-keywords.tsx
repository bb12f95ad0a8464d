import type { HotKeyword } from '@/api/types';
import styles from './hot-keywords.module.css';

interface HotKeywordsProps {
  keywords: HotKeyword[];
  onPick: (keyword: string) => void;
  /** Number the keywords, the first three highlighted, as a shopper knows from trending lists. */
  ranked?: boolean;
}

/** Popular keywords as chips; a tap searches for one. */
export function HotKeywords({ keywords, onPick, ranked = false }: HotKeywordsProps) {
  return (
    <ul className={styles.chips}>
      {keywords.map((entry, index) => (
        <li key={entry.id}>
          <button
            type="button"
            className={styles.chip}
            data-top={ranked && index < 3 ? '' : undefined}
            onClick={() => onPick(entry.keyword)}
          >
            {ranked && (
              <span className={styles.rank} aria-hidden>
                {index + 1}
              </span>
            )}
            {entry.keyword}
          </button>
        </li>
      ))}
    </ul>
  );
}
