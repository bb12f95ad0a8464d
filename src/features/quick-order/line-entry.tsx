import { Button } from '@/components/button';
import CameraOutline from 'antd-mobile-icons/es/CameraOutline';
import FileOutline from 'antd-mobile-icons/es/FileOutline';
import ScanningOutline from 'antd-mobile-icons/es/ScanningOutline';
import { useRef, type ChangeEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { ReadNote } from './use-quick-order';
import { qoMessages as m } from './quick-order-messages';
import styles from './quick-order.module.css';

interface LineEntryProps {
  text: string;
  note: ReadNote | null;
  onText: (text: string) => void;
  onRead: () => void;
  onFile: (file: File) => void;
  onScan: () => void;
  onPhoto: (file: File) => void;
}

function noteText(intl: IntlShape, note: ReadNote): string {
  if (note.kind === 'problem') {
    const problem = { too_large: m.csvTooLarge, spreadsheet_file: m.csvSpreadsheet, not_text: m.csvNotText, empty: m.csvEmpty }[note.problem];
    return intl.formatMessage(problem);
  }
  const read = intl.formatMessage(m.readSummary, { lines: note.lines, rejected: note.rejected });
  return note.overflow > 0 ? intl.formatMessage(m.readThenOverflow, { read, overflow: intl.formatMessage(m.overflow, { count: note.overflow }) }) : read;
}

/** Where lines come in: typed or pasted text, a CSV file, the camera, a photo of a tag. */
export function LineEntry({ text, note, onText, onRead, onFile, onScan, onPhoto }: LineEntryProps) {
  const intl = useIntl();
  const csv = useRef<HTMLInputElement>(null);
  const photo = useRef<HTMLInputElement>(null);
  const picked = (use: (file: File) => void) => (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) use(file);
  };
  const pasteNotText = note?.kind === 'problem' && note.problem === 'not_text' && text !== '';
  return (
    <section className={styles.card} aria-labelledby="qo-entry">
      <h2 id="qo-entry" className={styles.heading}>
        {intl.formatMessage(m.entryTitle)}
      </h2>
      <p className={styles.hint}>{intl.formatMessage(m.entryHint)}</p>
      <textarea
        className={styles.textarea}
        value={text}
        onChange={(e) => onText(e.target.value)}
        aria-label={intl.formatMessage(m.textLabel)}
        placeholder={intl.formatMessage(m.textPlaceholder)}
        rows={5}
        spellCheck={false}
        autoCapitalize="characters"
        autoComplete="off"
      />
      {note && (
        <p className={note.kind === 'problem' ? styles.warning : styles.muted} role="status">
          {pasteNotText ? intl.formatMessage(m.notText) : noteText(intl, note)}
        </p>
      )}
      <Button block color="primary" shape="rounded" disabled={text.trim() === ''} onClick={onRead}>
        {intl.formatMessage(m.readLines)}
      </Button>
      <div className={styles.sources}>
        <button type="button" className={styles.source} onClick={() => csv.current?.click()}>
          <FileOutline aria-hidden />
          <span>{intl.formatMessage(m.pickCsv)}</span>
        </button>
        <button type="button" className={styles.source} onClick={onScan}>
          <ScanningOutline aria-hidden />
          <span>{intl.formatMessage(m.scan)}</span>
        </button>
        <button type="button" className={styles.source} onClick={() => photo.current?.click()}>
          <CameraOutline aria-hidden />
          <span>{intl.formatMessage(m.photo)}</span>
        </button>
      </div>
      <input ref={csv} type="file" accept=".csv,.txt,text/csv,text/plain" hidden onChange={picked(onFile)} aria-label={intl.formatMessage(m.pickCsv)} />
      <input ref={photo} type="file" accept="image/*" capture="environment" hidden onChange={picked(onPhoto)} aria-label={intl.formatMessage(m.photo)} />
    </section>
  );
}
