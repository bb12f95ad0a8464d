import Form from 'antd-mobile/es/components/form';
import { useCallback, useEffect } from 'react';
import type { UiText } from '@/lib/ui-text';
import { normalizeMobile } from '@/lib/validation';
import { useAppDispatch } from '@/state/hooks';
import { toastRequested } from '@/state/ui-slice';

/** Any of the shop's forms (antd-mobile's, over rc-field-form). */
type AnyForm = ReturnType<typeof Form.useForm>[0];

/** What a send endpoint answers (an RTK Query mutation trigger's result). */
type Answer = { error: unknown } | { data: unknown };

/**
 * Where the code goes. The form holds the address in its `email` field, or the number in its
 * `mobile` field (with the dialling code chosen beside it). `sent` says where it went, for the toast.
 */
export type CodeChannel<E extends string> =
  | { kind: 'email'; send: (to: { email: string; event: E }) => PromiseLike<Answer>; sent: (address: string) => UiText }
  | {
      kind: 'sms';
      areaCode: string;
      send: (to: { mobile: string; area_code: string; event: E }) => PromiseLike<Answer>;
      sent: (number: string) => UiText;
    };

/**
 * The one send-code flow (login by code, registration, changing the email or mobile): check the
 * field, send the code for `event`, say where it went. `sendCode` answers whether it was sent, so
 * the SendCodeButton starts its countdown only then; `countdownKey` names the countdown after the
 * channel, event and target, so a reload or another form for the same target keeps counting.
 */
export function useSendCode<E extends string>(form: AnyForm, channel: CodeChannel<E>, event: E) {
  const dispatch = useAppDispatch();
  const field = channel.kind === 'email' ? 'email' : 'mobile';
  const areaCode = channel.kind === 'sms' ? channel.areaCode : '';
  // Both fields watched by fixed names: registration switches between mobile and email, and
  // useWatch with a name that changes between renders is unsupported (rc-field-form warns).
  const typedEmail = Form.useWatch<string | undefined>('email', form);
  const typedMobile = Form.useWatch<string | undefined>('mobile', form);
  const typed = (field === 'email' ? typedEmail : typedMobile) ?? '';

  // A changed dialling code changes what a valid number is: check a number already typed again.
  useEffect(() => {
    if (areaCode && form.isFieldTouched('mobile')) form.validateFields(['mobile']).catch(() => undefined);
  }, [areaCode, form]);

  const sendCode = useCallback(async () => {
    try {
      await form.validateFields([field]);
    } catch {
      return false;
    }
    const raw = form.getFieldValue(field) as string;
    let text: UiText;
    if (channel.kind === 'email') {
      const address = raw.trim();
      if ('error' in (await channel.send({ email: address, event }))) return false;
      text = channel.sent(address);
    } else {
      const number = normalizeMobile(raw, channel.areaCode);
      if ('error' in (await channel.send({ mobile: number, area_code: channel.areaCode, event }))) return false;
      text = channel.sent(`+${channel.areaCode} ${number}`);
    }
    dispatch(toastRequested({ text, icon: 'success' }));
    return true;
  }, [channel, dispatch, event, field, form]);

  const countdownKey =
    channel.kind === 'email' ? `ems:${event}:${typed.trim().toLowerCase()}` : `sms:${event}:${areaCode}:${normalizeMobile(typed, areaCode)}`;
  return { sendCode, countdownKey };
}
