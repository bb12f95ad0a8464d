import { isDemoMode } from '@/api/config';
import { useAppSelector } from '@/state/hooks';
import { selectAppLoaded, selectSysConfig } from '@/state/sys-config-slice';
import { DEMO_ACCOUNT } from '@mocks/data/demo-account';

/** What the demo shop tells shoppers to log in with (the configuration's `demo` field). */
export interface DemoAccount {
  username: string;
  password: string;
  mobile: string;
  areaCode: string;
  smsCode: string;
  emailCode: string;
}

const text = (record: Record<string, unknown>, key: string): string => {
  const value = record[key];
  return typeof value === 'string' ? value : '';
};

/** The national number: '+86 13800138000' → '13800138000'. */
const national = (mobile: string, areaCode: string): string =>
  mobile.replace(new RegExp(`^\\+?${areaCode}\\s*`), '').replace(/\D/g, '');

/**
 * The demo account, only when the app runs on the demo backend (no API base configured) and the
 * configuration names one: a real shop never shows credentials, whatever its configuration says.
 */
export function useDemoAccount(): DemoAccount | null {
  const config = useAppSelector(selectSysConfig);
  if (!isDemoMode) return null;
  const demo = config?.demo;
  if (typeof demo !== 'object' || demo === null) return null;
  const record = demo as Record<string, unknown>;
  const areaCode = text(record, 'area_code');
  const account: DemoAccount = {
    username: text(record, 'username'),
    password: text(record, 'password'),
    mobile: national(text(record, 'mobile'), areaCode),
    areaCode,
    smsCode: text(record, 'sms_code'),
    emailCode: text(record, 'email_code'),
  };
  return account.username && account.mobile ? account : null;
}

/**
 * Demo mode, until launch is over: the account `npm start` prints (mocks/data/demo-account.ts), for
 * the login page to hold the hint's place with, unseen. The hint comes with the configuration,
 * about a second after the page shows, and pushed the form down 108 px (CLS 0.104 at 375 px);
 * drawn with the same values, the real hint takes the stand-in's place without moving anything.
 */
export function useDemoHintStandIn(): DemoAccount | null {
  const launched = useAppSelector(selectAppLoaded);
  if (!isDemoMode || launched) return null;
  const { username, password, mobile, areaCode, smsCode, emailCode } = DEMO_ACCOUNT;
  return { username, password, mobile, areaCode, smsCode, emailCode };
}
