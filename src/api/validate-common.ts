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
  PlatformBankCard,
  SysConfig,
  SystemNotification,
  UnreadCountResult,
} from './types';
import { arr, bool, dict, lazy, lit, listOf, num, obj, opt, paged, str, type Check } from './validate';

/** Answer checks of the common group. */
export const isDefaultLanguage = obj<DefaultLanguage>({ lang: str, title: str, language: str });
export const isLanguagePack = dict(str);

/** The configuration is open-ended; the fields the client reads must be strings when present. */
export const isSysConfig = obj<SysConfig>({
  dominantColor: opt(str),
  myPageBg: opt(str),
  webDescription: opt(str),
  H5WebsiteIcon: opt(str),
  webDescriptionInfo: opt(str),
});

const linkShape = { link_type: lit('none', 'goods', 'category', 'activity', 'batch', 'url'), link: str };

export const isBannerList = listOf(obj<Banner>({ id: num, title: str, image: str, ...linkShape }));
export const isHotSearch = listOf(obj<HotKeyword>({ id: num, keyword: str }));

export const isNotificationPage = paged(
  obj<SystemNotification>({
    id: num,
    type: lit('system', 'order', 'activity'),
    title: str,
    summary: str,
    content: str,
    is_read: bool,
    create_time: num,
  }),
);
export const isUnreadCount = obj<UnreadCountResult>({ count: num });

export const isAgreement = obj<Agreement>({ title: str, content: str, update_time: num });
export const isHelpCenter = listOf(obj<HelpEntry>({ id: num, question: str, answer: str }));
export const isCountryList = listOf(obj<Country>({ id: num, name: str, code: str, area_code: str }));
export const isAreaCodeList = listOf(obj<AreaCode>({ country: str, code: str }));

const isCategoryNode: Check<CategoryNode> = obj<CategoryNode>({
  id: num,
  parent_id: num,
  name: str,
  image: str,
  children: lazy(() => arr(isCategoryNode)),
});
export const isCategoryTree = listOf(isCategoryNode);

export const isPlatformBankCard = obj<PlatformBankCard>({
  id: num,
  bank_name: str,
  account_name: str,
  account_no: str,
  branch: str,
  swift: str,
  currency: str,
  note: str,
});
export const isPlatformBankCardList = listOf(isPlatformBankCard);

export const isInviteTemplate = obj<InviteTemplate>({ title: str, share_text: str, poster: str, rules: str });
