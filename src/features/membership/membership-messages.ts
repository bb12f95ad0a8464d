import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';

export const membershipMessages = defineMessages<{
  readonly currentLevel: NoMessageValues;
  readonly topLevel: NoMessageValues;
  readonly progressLabel: NoMessageValues;
  readonly levelsHeading: NoMessageValues;
  readonly thresholdNone: NoMessageValues;
  readonly current: NoMessageValues;
  readonly reached: NoMessageValues;
  readonly loadFailed: NoMessageValues;
  readonly empty: NoMessageValues;
  readonly totalSpend: { readonly amount: MessageValue };
  readonly nextGap: { readonly amount: MessageValue; readonly level: MessageValue };
  readonly threshold: { readonly amount: MessageValue };
  readonly discount: { readonly percent: number | bigint };
}>({
  currentLevel: { id: 'membership.current_level', defaultMessage: 'Your level' },
  topLevel: { id: 'membership.top_level', defaultMessage: 'You have reached the highest level. Thank you!' },
  progressLabel: { id: 'membership.progress_label', defaultMessage: 'Progress to the next level' },
  levelsHeading: { id: 'membership.levels_heading', defaultMessage: 'Levels and benefits' },
  thresholdNone: { id: 'membership.threshold_none', defaultMessage: 'Every account starts here' },
  current: { id: 'membership.current', defaultMessage: 'Current' },
  reached: { id: 'membership.reached', defaultMessage: 'Reached' },
  loadFailed: { id: 'membership.load_failed', defaultMessage: 'The membership levels could not be loaded.' },
  empty: { id: 'membership.empty', defaultMessage: 'No membership levels are on offer right now.' },
  totalSpend: { id: 'membership.total_spend', defaultMessage: 'Spent so far: {amount}' },
  nextGap: { id: 'membership.next_gap', defaultMessage: 'Spend {amount} more to reach {level}' },
  threshold: { id: 'membership.threshold', defaultMessage: 'From {amount} spent' },
  discount: { id: 'membership.discount', defaultMessage: '{percent, number, ::percent} off' },
});
