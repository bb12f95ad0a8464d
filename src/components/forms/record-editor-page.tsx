import type { ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Button } from '../button';
import { commonMessages } from '../common-messages';
import { AppNavBar } from '../nav-bar';
import { RecordFormState, type RecordLoad } from '../record-form-state';
import styles from './record-editor-page.module.css';

/** What the page needs of useRecordEditor: the record's load, and delete while editing one. */
export interface RecordEditorState extends RecordLoad {
  isEditing: boolean;
  saving: boolean;
  remove: () => void;
}

interface Props {
  title: MessageDescriptor;
  editor: RecordEditorState;
  failedTitle: MessageDescriptor;
  missingTitle: MessageDescriptor;
  /** The way back to the list, named after it ('Back to my addresses'). */
  backLabel: ReactNode;
  /** The form. */
  children: ReactNode;
}

/**
 * A page that creates or edits one saved record (an address, an invoicing profile): its title,
 * Delete in the bar while an existing record is open (not while a save or delete is on its way),
 * and the form inside the record's load states.
 */
export function RecordEditorPage({ title, editor, failedTitle, missingTitle, backLabel, children }: Props) {
  const canDelete = editor.isEditing && !editor.notFound && !editor.isLoading;
  return (
    <div>
      <AppNavBar
        title={title}
        right={
          canDelete ? (
            <Button size="small" fill="none" onClick={editor.remove} disabled={editor.saving}>
              <FormattedMessage {...commonMessages.delete} />
            </Button>
          ) : undefined
        }
      />
      <main className={styles.page}>
        <RecordFormState load={editor} failedTitle={failedTitle} missingTitle={missingTitle} backLabel={backLabel}>
          {children}
        </RecordFormState>
      </main>
    </div>
  );
}
