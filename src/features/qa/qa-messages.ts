import { defineMessages, type MessageValue } from 'react-intl';

/** Texts of the QA replay page. */
export const qaMessages = defineMessages({
  intro: {
    id: 'qa.replay_intro',
    defaultMessage: 'Open a recording exported by the QA recorder to step through it.',
  },
  chooseFile: { id: 'qa.replay_choose_file', defaultMessage: 'Recording file' },
  cannotOpen: { id: 'qa.replay_cannot_open', defaultMessage: 'This file cannot be replayed' },
  openAnyway: { id: 'qa.replay_open_anyway', defaultMessage: 'Open anyway' },
  notes: { id: 'qa.replay_notes', defaultMessage: 'Notes' },
  matches: { id: 'qa.replay_matches', defaultMessage: 'The replay reaches the state recorded at export.' },
  previous: { id: 'qa.replay_previous', defaultMessage: 'Previous step' },
  next: { id: 'qa.replay_next', defaultMessage: 'Next step' },
  goTo: { id: 'qa.replay_go_to', defaultMessage: 'Go to step' },
  timeline: { id: 'qa.replay_timeline', defaultMessage: 'Timeline' },
  keyboardHint: { id: 'qa.replay_keyboard_hint', defaultMessage: 'Arrow keys step; Home and End jump to either end.' },
  actions: { id: 'qa.replay_actions', defaultMessage: 'Actions' },
  startState: { id: 'qa.replay_start_state', defaultMessage: 'Start state' },
  thisStep: { id: 'qa.replay_this_step', defaultMessage: 'This step' },
  changes: { id: 'qa.replay_changes', defaultMessage: 'What changed' },
  noChanges: { id: 'qa.replay_no_changes', defaultMessage: 'No change to the state' },
  state: { id: 'qa.replay_state', defaultMessage: 'State' },
  session: { id: 'qa.replay_session', defaultMessage: 'Session' },
  loggedIn: { id: 'qa.replay_logged_in', defaultMessage: 'Logged in' },
  loggedOut: { id: 'qa.replay_logged_out', defaultMessage: 'Logged out' },
  userCode: { id: 'qa.replay_user_code', defaultMessage: 'User code' },
  language: { id: 'qa.replay_language', defaultMessage: 'Language' },
  cart: { id: 'qa.replay_cart', defaultMessage: 'Cart count' },
  unread: { id: 'qa.replay_unread', defaultMessage: 'Unread messages' },
  route: { id: 'qa.replay_route', defaultMessage: 'Route' },
  dialogs: { id: 'qa.replay_dialogs', defaultMessage: 'Dialogs' },
  toasts: { id: 'qa.replay_toasts', defaultMessage: 'Toasts' },
  loading: { id: 'qa.replay_loading', defaultMessage: 'Loading indicator' },
  pendingNavigation: { id: 'qa.replay_pending_navigation', defaultMessage: 'Pending navigation' },
  none: { id: 'qa.replay_none', defaultMessage: 'None' },
  screenNote: {
    id: 'qa.replay_screen_note',
    defaultMessage: 'Screens load their data from the server again; only the app state is replayed.',
  },
});

/** The page's texts that take values, typed so a missing or misspelt value does not compile. */
export const qaValueMessages = defineMessages<{
  readonly facts: { readonly appVersion: MessageValue; readonly commit: MessageValue; readonly locale: MessageValue; readonly seconds: MessageValue; readonly steps: number | bigint };
  readonly failure: { readonly message: MessageValue; readonly step: MessageValue; readonly type: MessageValue };
  readonly diverged: { readonly count: number | bigint };
  readonly stepOf: { readonly step: MessageValue; readonly total: MessageValue };
  readonly dialogLine: { readonly content: MessageValue; readonly title: MessageValue };
}>({
  facts: {
    id: 'qa.replay_facts',
    defaultMessage:
      '{steps, plural, one {# step} other {# steps}} over {seconds} s · app {appVersion} ({commit}) · language {locale}',
  },
  failure: { id: 'qa.replay_failure', defaultMessage: 'Step {step} ({type}) could not be replayed: {message}' },
  diverged: {
    id: 'qa.replay_diverged',
    defaultMessage:
      'The replay does not reach the state recorded at export ({count, plural, one {# difference} other {# differences}}).',
  },
  stepOf: { id: 'qa.replay_step_of', defaultMessage: 'Step {step} of {total}' },
  dialogLine: { id: 'qa.replay_dialog_line', defaultMessage: '{title}: {content}' },
});
