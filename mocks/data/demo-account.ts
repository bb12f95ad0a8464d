import account from '../demo-account.json';

/**
 * The demo account and the fixed demo codes. `npm start` prints demo-account.json; the login
 * page shows these in demo mode (they come in the configuration's `demo` field).
 */
export const DEMO_ACCOUNT = {
  username: account.username,
  password: account.password,
  mobile: '13800138000',
  areaCode: '86',
  email: 'demo@accplus.example',
  smsCode: account['SMS code'],
  emailCode: account['email code'],
} as const;
