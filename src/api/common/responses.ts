import { arr, bool, dict, lazy, lit, nullable, num, obj, str, type Check, type Infer, type InferShape } from '@/lib/check';
import { listOf, paged } from '../contract';

/** Answers of the common group, each written once as its check. */

/** POST /api/common/systemDefaultLanguage, body {}. */
export const isDefaultLanguage = obj({
  /** A loose server code ('en', 'zh-cn', 'zh_TW'); the client maps it onto its five locales. */
  lang: str,
  title: str,
  /** Display name, stored as lang_name. */
  language: str,
});
export type DefaultLanguage = Infer<typeof isDefaultLanguage>;

/** POST /api/common/getLang: the server's message dictionary for one language. */
export const isLanguagePack = dict(str);
export type LanguagePack = Infer<typeof isLanguagePack>;

/**
 * /api/common/refreshToken's answer. Not checked: the baseQuery sends the refresh itself
 * (base-query.ts REFRESH_PATH) and reads only `token`.
 */
export interface RefreshTokenResult {
  type: 'user-refresh';
  token: string;
}

/** Where a banner, activity or notice leads. `url` is an own path or an external link. */
export const linkShape = {
  link_type: lit('none', 'goods', 'category', 'activity', 'batch', 'url'),
  /** The goods, category, activity or batch id as a string, or the URL; '' for none. */
  link: str,
};
export type Link = InferShape<typeof linkShape>;
export type LinkType = Link['link_type'];

/** /api/common/bannerList. */
const isBanner = obj({ id: num, title: str, image: str, ...linkShape });
export type Banner = Infer<typeof isBanner>;
export const isBannerList = listOf(isBanner);

/** /api/common/hotSearch. */
const isHotKeyword = obj({ id: num, keyword: str });
export type HotKeyword = Infer<typeof isHotKeyword>;
export const isHotSearch = listOf(isHotKeyword);

export const notificationType = lit('system', 'order', 'activity');
export type NotificationType = Infer<typeof notificationType>;
/** What a message is about, for a way to it: an order, an after-sales case, a withdrawal, a coupon. */
const isNotificationSubject = obj({ kind: lit('order', 'after_sales', 'withdrawal', 'coupon'), id: num });
export type NotificationSubject = Infer<typeof isNotificationSubject>;
/** /api/common/systemNotification (paged, newest first). */
const isSystemNotification = obj({
  id: num,
  type: notificationType,
  title: str,
  /** Plain-text excerpt for the list. */
  summary: str,
  /** Rich text: sanitise before rendering. */
  content: str,
  is_read: bool,
  create_time: num,
  /** The shopper's record it tells of; null for the shop's own notices. */
  subject: nullable(isNotificationSubject),
});
export type SystemNotification = Infer<typeof isSystemNotification>;
export const isNotificationPage = paged(isSystemNotification);

/** The unread count left (systemNotificationSee, systemNotificationUnreadQuantity). */
export const isUnreadCount = obj({ count: num });
export type UnreadCountResult = Infer<typeof isUnreadCount>;

/** /api/common/getAgreement. `content` is rich text. */
export const isAgreement = obj({ title: str, content: str, update_time: num });
export type Agreement = Infer<typeof isAgreement>;

/** /api/common/helpCenter: the questions page. `answer` is rich text. */
const isHelpEntry = obj({ id: num, question: str, answer: str });
export type HelpEntry = Infer<typeof isHelpEntry>;
export const isHelpCenter = listOf(isHelpEntry);

/** /api/common/countryList. */
const isCountry = obj({
  id: num,
  name: str,
  /** ISO 3166-1 alpha-2. */
  code: str,
  /** Dialling code without '+'. */
  area_code: str,
});
export type Country = Infer<typeof isCountry>;
export const isCountryList = listOf(isCountry);

/** /api/common/areaCodeList: dialling codes for phone inputs. */
const isAreaCode = obj({
  country: str,
  /** Without '+', e.g. '86'. */
  code: str,
});
export type AreaCode = Infer<typeof isAreaCode>;
export const isAreaCodeList = listOf(isAreaCode);

/** /api/common/categoryList: the whole category tree (the class tab). */
const categoryShape = { id: num, parent_id: num, name: str, image: str };
/** Declared, not inferred: a type cannot be inferred from a check that refers to itself. */
export interface CategoryNode extends InferShape<typeof categoryShape> {
  children: CategoryNode[];
}
const isCategoryNode: Check<CategoryNode> = obj({ ...categoryShape, children: lazy(() => arr(isCategoryNode)) });
export const isCategoryTree = listOf(isCategoryNode);

/** /api/common/platformBankCard: the shop's accounts for paying by bank transfer. */
export const isPlatformBankCard = obj({
  id: num,
  bank_name: str,
  account_name: str,
  account_no: str,
  branch: str,
  swift: str,
  currency: str,
  note: str,
});
export type PlatformBankCard = Infer<typeof isPlatformBankCard>;
export const isPlatformBankCardList = listOf(isPlatformBankCard);

/** /api/Common/getInviteTemplate: the share poster and the rules (rich text) of the invitation programme. */
export const isInviteTemplate = obj({ title: str, share_text: str, poster: str, rules: str });
export type InviteTemplate = Infer<typeof isInviteTemplate>;
