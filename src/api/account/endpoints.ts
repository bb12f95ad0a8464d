import type { Dispatch } from '@reduxjs/toolkit';
import { loggedIn, sessionCleared, thirdSessionReceived, userInfoRefreshed } from '@/state/session-slice';
import { ignored } from '@/lib/check';
import { api, USER_TAGS } from '../api';
import { apiConfig } from '../config';
import { mutation, onFulfilled, pagedQuery, query } from '../define';
import type { WxLoginRequest } from './requests';
import {
  isAddressList,
  isFeedbackPage,
  isIdResult,
  isInviteLog,
  isInvoicingProfileList,
  isLoginResult,
  isSimpleIp,
  isUserInfoResult,
  isVipGradeList,
  isWxLoginResult,
  type LoginResult,
  type UserInfoResult,
  type WxLoginResult,
} from './responses';

/** A new shopper: keep the session, and drop every cached answer of the previous one. */
function sessionStarted(dispatch: Dispatch, userInfo: LoginResult['userInfo']) {
  dispatch(loggedIn(userInfo));
  dispatch(api.util.invalidateTags([...USER_TAGS]));
}
const loginFollows = onFulfilled<LoginResult>((data, dispatch) => sessionStarted(dispatch, data.userInfo));

/** Writes that show the loading overlay: the shopper waits on them. */
const busy = { extraOptions: { loading: true } } as const;

/** The account group: logins, codes, profile, addresses, invoicing profiles, invitations. */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The WeChat login goes to the second site (basePath2) with the configured tenantId.
    loginma: build.mutation<WxLoginResult, WxLoginRequest>({
      query: (body) => ({
        url: '/mallapi/wxuser/loginma',
        body: { ...body, tenantId: apiConfig.tenantId },
        validate: isWxLoginResult,
      }),
      extraOptions: { loading: true, site: 'basePath2' },
      onQueryStarted: onFulfilled<WxLoginResult>((data, dispatch) => {
        dispatch(thirdSessionReceived(data.third_session));
        if (data.userInfo) sessionStarted(dispatch, data.userInfo);
      }),
    }),
    getPhoneNumber: mutation(build, '/api/xmwechat.Miniprogram/getPhoneNumber', isLoginResult, {
      ...busy,
      onQueryStarted: loginFollows,
    }),
    mobileLogin: mutation(build, '/api/user/mobileLogin', isLoginResult, { ...busy, onQueryStarted: loginFollows }),
    register: mutation(build, '/api/user/register', isLoginResult, { ...busy, onQueryStarted: loginFollows }),
    googleLogin: mutation(build, '/api/user/googleLogin', isLoginResult, { ...busy, onQueryStarted: loginFollows }),
    checkIn: mutation(build, '/api/user/checkIn', isLoginResult, { ...busy, onQueryStarted: loginFollows }),
    // Logged out locally whatever the server answers: the shopper asked to leave.
    logout: mutation(build, '/api/user/logout', ignored, {
      ...busy,
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        await queryFulfilled.catch(() => undefined);
        dispatch(sessionCleared());
        dispatch(api.util.invalidateTags([...USER_TAGS]));
      },
    }),
    changeMobile: mutation(build, '/api/user/changeMobile', ignored, { ...busy, invalidatesTags: ['User'] }),
    simpleIp: query(build, '/api/user/simpleIp', isSimpleIp),
    profile: mutation(build, '/api/account/profile', ignored, { ...busy, invalidatesTags: ['User'] }),
    userInfo: query(build, '/api/account/userInfo', isUserInfoResult, {
      providesTags: ['User', 'Balance'],
      onQueryStarted: onFulfilled<UserInfoResult>((data, dispatch) => dispatch(userInfoRefreshed(data.userInfo))),
    }),
    // The server ends the session; the page tells the shopper and sends them to log in again.
    changePassword: mutation(build, '/api/account/changePassword', ignored, busy),
    changeEmail: mutation(build, '/api/account/changeEmail', ignored, { ...busy, invalidatesTags: ['User'] }),
    vipGradeList: query(build, '/api/account/vipGradeList', isVipGradeList, { providesTags: ['User'] }),
    feedback: mutation(build, '/api/account/feedback', isIdResult, { ...busy, invalidatesTags: ['Feedback'] }),
    feedbackList: pagedQuery(build, '/api/account/feedbackList', isFeedbackPage, { providesTags: ['Feedback'] }),
    addressRenew: mutation(build, '/api/account/addressRenew', isIdResult, {
      ...busy,
      invalidatesTags: ['Addresses'],
    }),
    addressList: query(build, '/api/account/addressList', isAddressList, { providesTags: ['Addresses'] }),
    getUserInvoicing: query(build, '/api/account/getUserInvoicing', isInvoicingProfileList, {
      providesTags: ['InvoiceProfiles'],
    }),
    userInvoicing: mutation(build, '/api/account/userInvoicing', isIdResult, {
      ...busy,
      invalidatesTags: ['InvoiceProfiles'],
    }),
    getInviteLog: pagedQuery(build, '/api/Account/getInviteLog', isInviteLog, { providesTags: ['InviteLog'] }),
    smsSend: mutation(build, '/api/sms/send', ignored, busy),
    smsCheck: mutation(build, '/api/sms/check', ignored, busy),
    emsSend: mutation(build, '/api/ems/send', ignored, busy),
  }),
});

export const {
  useLoginmaMutation,
  useGetPhoneNumberMutation,
  useMobileLoginMutation,
  useRegisterMutation,
  useGoogleLoginMutation,
  useCheckInMutation,
  useLogoutMutation,
  useChangeMobileMutation,
  useSimpleIpQuery,
  useProfileMutation,
  useUserInfoQuery,
  useChangePasswordMutation,
  useChangeEmailMutation,
  useVipGradeListQuery,
  useFeedbackMutation,
  useFeedbackListInfiniteQuery,
  useAddressRenewMutation,
  useAddressListQuery,
  useGetUserInvoicingQuery,
  useUserInvoicingMutation,
  useGetInviteLogInfiniteQuery,
  useSmsSendMutation,
  useSmsCheckMutation,
  useEmsSendMutation,
} = accountApi;
