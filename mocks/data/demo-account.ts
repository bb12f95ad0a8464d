import account from '../demo-account.json';

/** The account fields `npm start` prints, read out of demo-account.json. */
function demoAccountOf(printed: typeof account) {
  return {
    username: printed.username,
    password: printed.password,
    mobile: '13800138000',
    areaCode: '86',
    email: 'demo@accplus.example',
    smsCode: printed['SMS code'],
    emailCode: printed['email code'],
  } as const;
}

/**
 * The demo account and the fixed demo codes. `npm start` prints demo-account.json; the login
 * page shows these in demo mode (they come in the configuration's `demo` field). Built by a call
 * marked pure: a real shop's build, whose login page never reaches the demo branch, drops the
 * account and the JSON with it (reading the JSON's fields in a literal counted as a side effect).
 */
export const DEMO_ACCOUNT = /* @__PURE__ */ demoAccountOf(account);
