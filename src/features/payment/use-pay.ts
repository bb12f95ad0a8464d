import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useUserInfoQuery } from '@/api/account/endpoints';
import { usePlatformBankCardQuery } from '@/api/common/endpoints';
import { useOrderDetailsQuery } from '@/api/order/endpoints';
import { useOrderPayMutation, useSetOrderPayMethodMutation, useUploadPaymentVoucherMutation } from '@/api/payment/endpoints';
import type { PayMethod, PayResult, PlatformBankCard } from '@/api/types';
import type { UploadSummary } from '@/components/image-upload';
import { uploadProblem } from '@/components/upload-problem';
import { CLIENT_TYPE } from '@/lib/constants';
import { links } from '@/lib/links';
import { toAmount } from '@/lib/money';
import { safeRedirectTarget } from '@/lib/safe-redirect';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { toastRequested } from '@/state/ui-slice';
import { positiveInteger } from '@/lib/positive-integer';
import { payRedirect } from './payment-params';
import { payPageMessages } from './pay-page-messages';

const NO_CARDS: PlatformBankCard[] = [];

/** WeChat Pay exists only inside WeChat's browser (client type H5-WX). */
export function payMethodsFor(clientType: string): PayMethod[] {
  const methods: PayMethod[] = ['balance', 'bank_transfer', 'credit_card'];
  return clientType === CLIENT_TYPE.wechat ? [...methods, 'wechat'] : methods;
}

/**
 * Paying one order: the method (recorded with setOrderPayMethod), paying at once (balance, card,
 * WeChat: orderPay), or by bank transfer with the receipt uploaded for review. Every outcome ends
 * on the payment status page, which shows where the order stands.
 */
export function usePay() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const orderId = positiveInteger(params.get('orderId'));
  const order = useOrderDetailsQuery({ id: orderId ?? 0 }, { skip: orderId === null, refetchOnMountOrArgChange: true });
  const user = useUserInfoQuery();
  const clientType = useAppSelector((s) => s.sysConfig.clientType);
  const paymentHost = useAppSelector((s) => s.sysConfig.config?.paymentHost);
  const methods = payMethodsFor(clientType);

  const detail = order.data;
  const due = toAmount(detail?.pay_amount);
  const balance = toAmount(user.data?.userInfo.money);
  const [picked, setPicked] = useState<PayMethod | null>(null);
  // A rejected receipt is sent again by transfer; otherwise the order's method, else balance when it covers the amount.
  const fallback: PayMethod =
    detail?.voucher_status === 'rejected' ? 'bank_transfer' : (detail?.pay_method ?? (balance >= due ? 'balance' : 'bank_transfer'));
  const method = picked ?? (methods.includes(fallback) ? fallback : 'bank_transfer');

  const [setPayMethod, setState] = useSetOrderPayMethodMutation();
  const [orderPay, payState] = useOrderPayMutation();
  const [uploadVoucher, voucherState] = useUploadPaymentVoucherMutation();
  const [transferCards, setTransferCards] = useState<PlatformBankCard[] | null>(null);
  const platformCards = usePlatformBankCardQuery(undefined, { skip: method !== 'bank_transfer' || transferCards !== null });
  const bankCards = transferCards ?? platformCards.data?.list ?? NO_CARDS;

  const choose = useCallback(
    (next: PayMethod) => {
      setPicked(next);
      if (next !== 'bank_transfer' || orderId === null) return;
      // The answer names the accounts to transfer to for this order.
      setPayMethod({ order_id: orderId, pay_method: next })
        .unwrap()
        .then((r) => setTransferCards(r.bank_cards))
        .catch(() => undefined);
    },
    [orderId, setPayMethod, setPicked],
  );

  const finish = useCallback(
    (result: PayResult) => {
      if (orderId === null) return;
      if (result.status !== 'redirect') {
        void navigate(links.payStu(orderId), { replace: true });
        return;
      }
      const target = payRedirect(result.redirect_url, paymentHost);
      if (target && 'internal' in target) void navigate(safeRedirectTarget(target.internal, links.payStu(orderId)));
      else if (target) window.location.assign(target.external);
      else dispatch(toastRequested({ text: { message: payPageMessages.redirectRefused }, icon: 'fail' }));
    },
    [dispatch, navigate, orderId, paymentHost],
  );

  const pay = useCallback(async () => {
    if (orderId === null || method === 'bank_transfer') return;
    try {
      await setPayMethod({ order_id: orderId, pay_method: method }).unwrap();
      finish(await orderPay({ order_id: orderId, pay_method: method }).unwrap());
    } catch {
      // The baseQuery has shown why; the shopper stays here with the method still chosen.
    }
  }, [finish, method, orderId, orderPay, setPayMethod]);

  const submitVoucher = useCallback(
    async (uploads: UploadSummary, remark: string) => {
      const problem = uploadProblem(uploads);
      if (problem) {
        dispatch(toastRequested({ text: { message: problem } }));
        return;
      }
      if (orderId === null || uploads.urls.length === 0) return;
      try {
        await uploadVoucher({ order_id: orderId, images: uploads.urls, remark: remark.trim() }).unwrap();
        void navigate(links.payStu(orderId), { replace: true });
      } catch {
        // Kept on the page with the images and note, to try again.
      }
    },
    [dispatch, navigate, orderId, uploadVoucher],
  );

  return {
    orderId,
    order,
    detail,
    methods,
    method,
    choose,
    balance,
    balanceKnown: user.isSuccess,
    bankCards,
    pay,
    submitVoucher,
    busy: setState.isLoading || payState.isLoading || voucherState.isLoading,
  };
}

export type PayModel = ReturnType<typeof usePay>;
