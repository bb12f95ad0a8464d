import { defineMessages, useIntl } from 'react-intl';
import styles from './shop-text.module.css';

const messages = defineMessages({
  inChinese: { id: 'components.written_in_chinese', defaultMessage: 'Written in Chinese' },
});

/** The language a text is written in, when its script tells it: Chinese characters are 'zh'. */
export function writtenIn(text: string): 'zh' | null {
  return /\p{Script=Han}/u.test(text) ? 'zh' : null;
}

/**
 * Text the shop (or another buyer) wrote, in the language they wrote it in, not the interface's:
 * a reply in Chinese inside the English interface is marked lang="zh" (a screen reader reads it
 * with a Chinese voice, the browser picks Chinese glyphs) and says so in a hint beside it.
 */
export function ShopText({ text, className, as: Tag = 'p' }: { text: string; className?: string; as?: 'p' | 'span' }) {
  const intl = useIntl();
  const lang = writtenIn(text);
  const foreign = lang !== null && !intl.locale.toLowerCase().startsWith(lang);
  if (!foreign) return <Tag className={className}>{text}</Tag>;
  return (
    <Tag className={className}>
      <span lang={lang}>{text}</span> <span className={styles.hint}>{intl.formatMessage(messages.inChinese)}</span>
    </Tag>
  );
}
