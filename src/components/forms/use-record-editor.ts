import { useIntl } from 'react-intl';
import type { CatalogueMessage } from '@/lib/message-descriptors';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { safeRedirectTarget } from '@/lib/safe-redirect';
import { withQueryParam } from '@/lib/links';
import { useAppDispatch } from '@/state/hooks';
import { toastRequested } from '@/state/ui-slice';
import { positiveInteger } from '@/lib/positive-integer';
import { commonMessages } from '../common-messages';
import { confirmDialog } from '../dialogs';
import { useGoBack } from '../use-go-back';
import { STAY_LOCKED, useSingleFlight } from '../use-single-flight';

/** What the write endpoint answers (an RTK Query mutation trigger's result). */
type Written = { data: { id: number } } | { error: unknown };

export interface RecordEditorOptions<R extends { id: number }, I> {
  /** The shopper's saved records (the list query); the one edited is found in it by ?id=. */
  records: { data?: { list: R[] }; isLoading: boolean; isError: boolean; refetch: () => unknown };
  /** The one write endpoint: a new record, a changed one (with its id), or a deletion. */
  write: (arg: I | (I & { id: number }) | { id: number; delete: true }) => PromiseLike<Written>;
  /** Where "back" goes when the page was opened directly, and the way back when the record is gone. */
  listRoute: string;
  /** The query parameter the saved record's id goes back in, to the page named by ?redirect=. */
  handBackParam: string;
  messages: Record<'saved' | 'deleted' | 'deleteConfirm', CatalogueMessage>;
}

/**
 * Create (no ?id=), edit or delete (?id=) one saved record – an address, an invoicing profile –
 * through its one write endpoint. Saving and deleting share one lock: a second tap, or a delete
 * while a save is on its way, does nothing (the lock holds through the delete question too).
 *
 * A page that sends the shopper here to add a record and wants it back opens it with
 * ?redirect=<its own path and query>: after saving, the shopper lands there with &<handBackParam>=<id>
 * (replacing this page in the history). The URL, not sessionStorage, carries it: it works with
 * storage off (private mode), survives a reload, is one mechanism for every editor, and the
 * target is checked to be one of our own paths. Without ?redirect= the editor goes back.
 */
export function useRecordEditor<R extends { id: number }, I>({ records, write, listRoute, handBackParam, messages }: RecordEditorOptions<R, I>) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const goBack = useGoBack(listRoute);
  const [params] = useSearchParams();
  const id = positiveInteger(params.get('id'));
  const redirect = params.get('redirect');
  const record = id === null ? undefined : records.data?.list.find((r) => r.id === id);

  const leave = (savedId: number | null) => {
    if (redirect && savedId !== null) {
      void navigate(withQueryParam(safeRedirectTarget(redirect, listRoute), handBackParam, String(savedId)), { replace: true });
    } else goBack();
  };

  const [run, pending] = useSingleFlight(async (change: { save: I } | { remove: true }) => {
    if ('save' in change) {
      const result = await write(id === null ? change.save : { ...change.save, id });
      if ('error' in result) return;
      dispatch(toastRequested({ text: { message: messages.saved }, icon: 'success' }));
      leave(id ?? result.data.id);
      return STAY_LOCKED;
    }
    if (id === null) return;
    const confirmed = await confirmDialog({
      content: intl.formatMessage(messages.deleteConfirm),
      confirmText: intl.formatMessage(commonMessages.delete),
      cancelText: intl.formatMessage(commonMessages.cancel),
    });
    if (!confirmed) return;
    const result = await write({ id, delete: true });
    if ('error' in result) return;
    dispatch(toastRequested({ text: { message: messages.deleted }, icon: 'success' }));
    leave(null);
    return STAY_LOCKED;
  });

  return {
    id,
    record,
    /** Nothing saved yet: a new record's defaults (the first one is the default). */
    isFirst: (records.data?.list.length ?? 0) === 0,
    isEditing: id !== null,
    isLoading: records.isLoading,
    isError: records.isError && !records.data,
    retry: () => void records.refetch(),
    notFound: id !== null && !!records.data && !record,
    saving: pending,
    save: (input: I) => void run({ save: input }),
    remove: () => void run({ remove: true }),
    listRoute,
  };
}
