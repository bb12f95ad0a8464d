import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGetPhoneNumberMutation, useLoginmaMutation } from '@/api/account/endpoints';
import { CLIENT_TYPE } from '@/lib/constants';
import { useAppSelector } from '@/state/hooks';
import { selectInviter } from '@/state/session-slice';
import { selectClientType, selectSysConfig } from '@/state/sys-config-slice';
import type { Consent } from './use-consent';
import { useLoginSuccess } from './use-login-success';

const OAUTH = 'https://open.weixin.qq.com/connect/oauth2/authorize';
/** Marks our own OAuth round trip, so an unrelated ?code= is never sent to the server. */
const OAUTH_STATE = 'acc_login';

function wechatAppId(config: Record<string, unknown> | null): string {
  const fromBuild = (import.meta.env.VITE_WECHAT_APP_ID as string | undefined)?.trim();
  if (fromBuild) return fromBuild;
  const fromServer = config?.wechat_app_id;
  return typeof fromServer === 'string' ? fromServer.trim() : '';
}

/**
 * WeChat login, only inside the WeChat browser (client type H5-WX): the OAuth round trip brings a
 * code back to this page; loginma trades it for a third session and, when the WeChat user already
 * has an account, the user. Otherwise the shopper binds the WeChat mobile (getPhoneNumber).
 */
export function useWechatLogin(consent: Consent) {
  const inWechat = useAppSelector(selectClientType) === CLIENT_TYPE.wechat;
  const appId = wechatAppId(useAppSelector(selectSysConfig));
  const inviter = useAppSelector(selectInviter);
  const [params] = useSearchParams();
  const code = params.get('state') === OAUTH_STATE ? params.get('code') : null;
  const [loginma, loginmaState] = useLoginmaMutation();
  const [getPhoneNumber, phoneState] = useGetPhoneNumberMutation();
  const [needsPhone, setNeedsPhone] = useState(false);
  const success = useLoginSuccess();
  const started = useRef(false);

  useEffect(() => {
    if (!inWechat || !code || started.current) return;
    started.current = true;
    void loginma({ code, ...(inviter ? { inviter_id: inviter } : {}) }).then((result) => {
      if (!('data' in result) || !result.data) return;
      if (result.data.userInfo) success({ userInfo: result.data.userInfo, routePath: '' });
      else setNeedsPhone(true);
    });
  }, [code, inWechat, inviter, loginma, success]);

  const start = useCallback(() => {
    if (!consent.ensure()) return;
    const back = new URL(window.location.href);
    back.searchParams.delete('code');
    back.searchParams.delete('state');
    const url = `${OAUTH}?appid=${encodeURIComponent(appId)}&redirect_uri=${encodeURIComponent(back.toString())}&response_type=code&scope=snsapi_userinfo&state=${OAUTH_STATE}#wechat_redirect`;
    window.location.assign(url);
  }, [appId, consent]);

  const bindPhone = useCallback(async () => {
    if (!code) return;
    const result = await getPhoneNumber({ code, ...(inviter ? { inviter_id: inviter } : {}) });
    if ('data' in result && result.data) success(result.data);
  }, [code, getPhoneNumber, inviter, success]);

  return {
    /** Offered only in the WeChat browser and when the shop has a WeChat app id. */
    available: inWechat && appId !== '',
    inWechat,
    start,
    loggingIn: loginmaState.isLoading,
    needsPhone,
    bindPhone,
    binding: phoneState.isLoading,
  };
}
