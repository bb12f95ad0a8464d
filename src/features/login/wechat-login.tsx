import { Button } from '@/components/button';
import Result from 'antd-mobile/es/components/result';
import { useIntl } from 'react-intl';
import type { Consent } from './use-consent';
import { useWechatLogin } from './use-wechat-login';
import { loginMessages } from './login-messages';
import styles from './login-page.module.css';

/** WeChat login inside the WeChat browser; renders nothing anywhere else. */
export function WechatLogin({ consent }: { consent: Consent }) {
  const intl = useIntl();
  const wx = useWechatLogin(consent);
  if (!wx.inWechat) return null;
  if (wx.needsPhone) {
    return (
      <div className={styles.social}>
        <Result status="info" title={intl.formatMessage(loginMessages.wechatBindTitle)} description={intl.formatMessage(loginMessages.wechatBindBody)} />
        <Button block color="success" shape="rounded" loading={wx.binding} disabled={wx.binding} onClick={() => void wx.bindPhone()}>
          {intl.formatMessage(loginMessages.wechatBindPhone)}
        </Button>
      </div>
    );
  }
  if (!wx.available) return null;
  return (
    <div className={styles.social}>
      <Button block color="success" shape="rounded" loading={wx.loggingIn} disabled={wx.loggingIn} onClick={wx.start}>
        {intl.formatMessage(wx.loggingIn ? loginMessages.wechatLoggingIn : loginMessages.wechat)}
      </Button>
    </div>
  );
}
