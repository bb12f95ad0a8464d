import type { SysConfig } from '@/lib/server-shapes';
import type { Call, Id, ListOf, NoParams, PageRequest, Paged } from '../contract';
import type {
  Agreement,
  AreaCode,
  Banner,
  CategoryNode,
  Country,
  DefaultLanguage,
  HelpEntry,
  HotKeyword,
  InviteTemplate,
  LanguagePack,
  NotificationType,
  PlatformBankCard,
  RefreshTokenResult,
  SystemNotification,
  UnreadCountResult,
} from './responses';

/** What the common group sends. The start-up calls' and the refresh's paths are not shown in the spec: our choice, see docs/api-layer.md. */

/** POST /api/common/getLang. */
export interface GetLangRequest {
  lang: string;
}

/** POST /api/common/getConfiguration with `{ name: '' }` (empty name = the whole configuration). */
export interface GetConfigurationRequest {
  name: string;
}

/** POST /api/common/refreshToken, with the expired token still in `ba-user-token`. */
export interface RefreshTokenRequest {
  refreshToken: string;
}

export type BannerPosition = 'home' | 'class' | 'user';
/** /api/common/bannerList. */
export interface BannerListRequest {
  position: BannerPosition;
}

/** /api/common/systemNotification (paged, newest first). */
export interface SystemNotificationRequest extends PageRequest {
  type?: NotificationType;
}
/** /api/common/systemNotificationSee: one notice, or all (`all: true`). Answers the unread count left. */
export type SystemNotificationSeeRequest = { id: Id } | { all: true };

export type AgreementType = 'user' | 'privacy' | 'about' | 'return_policy';
/** /api/common/getAgreement. */
export interface AgreementRequest {
  type: AgreementType;
}

/** The common group's paths, their requests and answers. */
export interface CommonPaths {
  '/api/common/getConfiguration': Call<GetConfigurationRequest, SysConfig>;
  '/api/common/bannerList': Call<BannerListRequest, ListOf<Banner>>;
  '/api/common/hotSearch': Call<NoParams, ListOf<HotKeyword>>;
  '/api/common/systemNotification': Call<SystemNotificationRequest, Paged<SystemNotification>>;
  '/api/common/systemNotificationSee': Call<SystemNotificationSeeRequest, UnreadCountResult>;
  '/api/common/systemNotificationUnreadQuantity': Call<NoParams, UnreadCountResult>;
  '/api/common/getAgreement': Call<AgreementRequest, Agreement>;
  '/api/common/helpCenter': Call<NoParams, ListOf<HelpEntry>>;
  '/api/common/getLang': Call<GetLangRequest, LanguagePack>;
  '/api/common/systemDefaultLanguage': Call<NoParams, DefaultLanguage>;
  '/api/common/countryList': Call<NoParams, ListOf<Country>>;
  '/api/common/areaCodeList': Call<NoParams, ListOf<AreaCode>>;
  '/api/common/categoryList': Call<NoParams, ListOf<CategoryNode>>;
  '/api/common/platformBankCard': Call<NoParams, ListOf<PlatformBankCard>>;
  '/api/Common/getInviteTemplate': Call<NoParams, InviteTemplate>;
  '/api/common/refreshToken': Call<RefreshTokenRequest, RefreshTokenResult>;
}
