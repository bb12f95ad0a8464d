import { unreadCountReceived } from '@/state/unread-slice';
import { isSysConfig } from '@/lib/server-shapes';
import { api } from '../api';
import { onFulfilled, pagedQuery, query, mutation } from '../define';
import {
  isAgreement,
  isAreaCodeList,
  isBannerList,
  isCategoryTree,
  isCountryList,
  isDefaultLanguage,
  isHelpCenter,
  isHotSearch,
  isInviteTemplate,
  isLanguagePack,
  isNotificationPage,
  isPlatformBankCardList,
  isUnreadCount,
  type UnreadCountResult,
} from './responses';

export type { DefaultLanguage } from './responses';

/** The unread badge (msgNum) follows every answer that carries the count. */
const unreadFollows = onFulfilled<UnreadCountResult>((data, dispatch) => dispatch(unreadCountReceived(data.count)));

/**
 * The common group (/api/common/…). Imported by the launch sequence, so it sits in the entry
 * chunk: keep it to definitions. The three start-up calls are silent: a failure is logged by the
 * launch sequence, which falls back, and never raises a dialog.
 */
export const commonApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Start-up call 1. Body {} (the spec shows no parameters).
    systemDefaultLanguage: query(build, '/api/common/systemDefaultLanguage', isDefaultLanguage, {
      extraOptions: { silent: true },
    }),
    // Start-up call 2. Body { lang } with the client's locale code ('zh-CN'); the server maps it.
    getLang: query(build, '/api/common/getLang', isLanguagePack, {
      extraOptions: { silent: true },
    }),
    // Start-up call 3. Body { name: '' } as the spec says: the empty name asks for everything.
    getConfiguration: query(build, '/api/common/getConfiguration', isSysConfig, {
      providesTags: ['Config'],
      extraOptions: { silent: true },
    }),
    bannerList: query(build, '/api/common/bannerList', isBannerList, { providesTags: ['Config'] }),
    hotSearch: query(build, '/api/common/hotSearch', isHotSearch),
    systemNotification: query(build, '/api/common/systemNotification', isNotificationPage, {
      providesTags: ['Notifications'],
    }),
    // The message tab's growing list (define.ts pagedQuery); one notice's page reads the call above.
    systemNotificationPages: pagedQuery(build, '/api/common/systemNotification', isNotificationPage, {
      providesTags: ['Notifications'],
    }),
    systemNotificationSee: mutation(build, '/api/common/systemNotificationSee', isUnreadCount, {
      invalidatesTags: ['Notifications', 'Unread'],
      onQueryStarted: unreadFollows,
    }),
    systemNotificationUnreadQuantity: query(build, '/api/common/systemNotificationUnreadQuantity', isUnreadCount, {
      providesTags: ['Unread'],
      onQueryStarted: unreadFollows,
    }),
    getAgreement: query(build, '/api/common/getAgreement', isAgreement),
    helpCenter: query(build, '/api/common/helpCenter', isHelpCenter),
    countryList: query(build, '/api/common/countryList', isCountryList),
    areaCodeList: query(build, '/api/common/areaCodeList', isAreaCodeList),
    categoryList: query(build, '/api/common/categoryList', isCategoryTree),
    platformBankCard: query(build, '/api/common/platformBankCard', isPlatformBankCardList),
    getInviteTemplate: query(build, '/api/Common/getInviteTemplate', isInviteTemplate),
  }),
});

export const {
  useSystemDefaultLanguageQuery,
  useGetLangQuery,
  useGetConfigurationQuery,
  useBannerListQuery,
  useHotSearchQuery,
  useSystemNotificationQuery,
  useSystemNotificationPagesInfiniteQuery,
  useSystemNotificationSeeMutation,
  useSystemNotificationUnreadQuantityQuery,
  useGetAgreementQuery,
  useHelpCenterQuery,
  useCountryListQuery,
  useAreaCodeListQuery,
  useCategoryListQuery,
  usePlatformBankCardQuery,
  useGetInviteTemplateQuery,
} = commonApi;
