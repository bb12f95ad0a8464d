import { STATE_VERSION, type DemoState } from './schema';
import { seedStory } from './seed-story';

/** An empty state; the seed story fills it through the same rules the calls use. */
export function emptyState(): DemoState {
  return {
    version: STATE_VERSION,
    seq: 100000,
    clockOffset: 0,
    users: [],
    sessions: {},
    refreshTokens: {},
    codes: {},
    thirdSessions: {},
    cart: [],
    stockTaken: {},
    batchSold: {},
    favourites: {},
    searchHistory: [],
    addresses: [],
    profiles: [],
    orders: [],
    afterSales: [],
    appraisals: [],
    coupons: [],
    ledger: [],
    withdrawals: [],
    invoices: [],
    feedback: [],
    notices: [],
    noticeRead: {},
    invites: [],
  };
}

/** The state of a fresh clone: the demo account with a history, and a few other shoppers. */
export function seedState(): DemoState {
  const db = emptyState();
  seedStory(db);
  return db;
}
