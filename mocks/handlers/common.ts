import type { BannerPosition, CategoryNode, NotificationType, SystemNotification } from '@/api/types';
import { catalogue } from '../data/catalogue';
import { goodsImage } from '../data/goods-pictures';
import { CATEGORIES } from '../data/categories';
import { agreement, helpCentre, isAgreementType } from '../data/content';
import { platformBankCards } from '../data/finance';
import { areaCodeList, countryList } from '../data/geo';
import { bannerPicture } from '../data/images';
import { stripTags, SYSTEM_NOTICES, userNoticeText } from '../data/notices';
import { banners, DEFAULT_LANGUAGE, hotSearches, languagePack, siteConfiguration } from '../data/site';
import { refuse } from '../lib/errors';
import { bool, has, id, oneOf, page, paged, text } from '../lib/input';
import { localeOf, mapL10n, type DemoLocale } from '../lib/locale';
import { moneyText } from '../lib/money';
import { route } from '../lib/route';
import { markRead, unreadCount } from '../rules/notices';
import { INVITE_REWARD } from '../rules/users';

const NOTICE_TYPES: readonly NotificationType[] = ['system', 'order', 'activity'];
const POSITIONS: readonly BannerPosition[] = ['home', 'class', 'user'];

function categoryImage(categoryId: number, subId?: number) {
  const goods = catalogue().find((g) => g.category.id === categoryId && (subId === undefined || g.sub.id === subId));
  return goods ? goodsImage(goods, 0) : '';
}

export const commonHandlers = [
  route('/api/common/systemDefaultLanguage', 'public', () => DEFAULT_LANGUAGE),
  route('/api/common/getLang', 'public', (ctx) => languagePack(localeOf(text(ctx.body, 'lang', { optional: true }) || ctx.request.headers.get('lang')))),
  route('/api/common/getConfiguration', 'public', (ctx) => siteConfiguration(ctx.locale)),
  route('/api/common/bannerList', 'public', (ctx) => ({ list: banners(oneOf(ctx.body, 'position', POSITIONS, 'home'), ctx.locale) })),
  route('/api/common/hotSearch', 'public', (ctx) => ({ list: hotSearches(ctx.locale) })),
  route('/api/common/getAgreement', 'public', (ctx) => {
    const type = text(ctx.body, 'type');
    if (!isAgreementType(type)) refuse('type must be one of: user, privacy, about, return_policy');
    return agreement(type, ctx.locale);
  }),
  route('/api/common/helpCenter', 'public', (ctx) => ({ list: helpCentre(ctx.locale) })),
  route('/api/common/countryList', 'public', (ctx) => ({ list: countryList(ctx.locale) })),
  route('/api/common/areaCodeList', 'public', (ctx) => ({ list: areaCodeList(ctx.locale) })),
  route('/api/common/platformBankCard', 'public', (ctx) => ({ list: platformBankCards(ctx.locale) })),
  route('/api/common/categoryList', 'public', (ctx) => ({
    list: CATEGORIES.map((c): CategoryNode => ({
      id: c.id,
      parent_id: 0,
      name: c.name[ctx.locale],
      image: categoryImage(c.id),
      children: c.subs.map((s) => ({ id: s.id, parent_id: c.id, name: s.name[ctx.locale], image: categoryImage(c.id, s.id), children: [] })),
    })),
  })),
  route('/api/Common/getInviteTemplate', 'optional', (ctx) => {
    const code = ctx.user?.user_code ?? '';
    const reward = (l: DemoLocale) => moneyText(l, INVITE_REWARD);
    const piece = (l: DemoLocale) => moneyText(l, 10);
    const title = mapL10n((l) => ({ en: `Invite a shop, earn ${reward(l)}`, 'zh-CN': `邀请店铺，赚${reward(l)}`, 'zh-TW': `邀請店鋪，賺${reward(l)}`, fr: `Parrainez une boutique, gagnez ${reward(l)}`, es: `Invita a una tienda y gana ${reward(l)}` })[l]);
    const share = mapL10n((l) => ({
      en: `Wholesale jewelry from ${piece(l)} a piece. Join ACC+ with my code ${code}.`,
      'zh-CN': `饰品批发低至${piece(l)}一件，用我的邀请码${code}加入ACC+。`,
      'zh-TW': `飾品批發低至${piece(l)}一件，用我的邀請碼${code}加入ACC+。`,
      fr: `Bijoux en gros dès ${piece(l)} la pièce. Rejoignez ACC+ avec mon code ${code}.`,
      es: `Bisutería al por mayor desde ${piece(l)} la pieza. Únete a ACC+ con mi código ${code}.`,
    })[l]);
    const rules = mapL10n((l) => ({
      en: `<ol><li>Share your link or poster.</li><li>A shop registers through it.</li><li>You earn <strong>${reward(l)}</strong> in balance for each new shop.</li></ol>`,
      'zh-CN': `<ol><li>分享您的链接或海报。</li><li>新店铺通过链接注册。</li><li>每邀请一家新店铺，您获得<strong>${reward(l)}</strong>余额。</li></ol>`,
      'zh-TW': `<ol><li>分享您的連結或海報。</li><li>新店鋪透過連結註冊。</li><li>每邀請一家新店鋪，您獲得<strong>${reward(l)}</strong>餘額。</li></ol>`,
      fr: `<ol><li>Partagez votre lien ou votre affiche.</li><li>Une boutique s’inscrit grâce à lui.</li><li>Vous gagnez <strong>${reward(l)}</strong> de solde par nouvelle boutique.</li></ol>`,
      es: `<ol><li>Comparte tu enlace o tu póster.</li><li>Una tienda se registra con él.</li><li>Ganas <strong>${reward(l)}</strong> de saldo por cada tienda nueva.</li></ol>`,
    })[l]);
    // The poster is the picture alone: the share page prints the title and text beside it, and a
    // title drawn into the picture too would read twice.
    return { title: title[ctx.locale], share_text: share[ctx.locale], poster: bannerPicture('', '#b8860b', '#3d2c00', 600, 900), rules: rules[ctx.locale] };
  }),
  route('/api/common/systemNotification', 'optional', (ctx) => {
    const type = has(ctx.body, 'type') ? oneOf(ctx.body, 'type', NOTICE_TYPES) : null;
    const userId = ctx.user?.id ?? 0;
    const read = new Set(ctx.db.noticeRead[String(userId)] ?? []);
    const all: SystemNotification[] = [
      ...SYSTEM_NOTICES.map((n) => ({ id: n.id, type: n.type, title: n.title[ctx.locale], summary: stripTags(n.body[ctx.locale]), content: n.body[ctx.locale], is_read: read.has(n.id), create_time: n.time, subject: null })),
      ...ctx.db.notices.filter((n) => n.userId === userId).map((n) => ({ id: n.id, type: n.type, ...userNoticeText(n, ctx.locale), is_read: read.has(n.id), create_time: n.createTime, subject: n.subject ?? null })),
    ];
    const list = all.filter((n) => type === null || n.type === type).sort((a, b) => b.create_time - a.create_time || b.id - a.id);
    return paged(list, page(ctx.body));
  }),
  route('/api/common/systemNotificationSee', 'user', (ctx) => {
    const userId = ctx.user.id;
    if (has(ctx.body, 'all') && bool(ctx.body, 'all')) {
      markRead(ctx.db, userId, [...SYSTEM_NOTICES.map((n) => n.id), ...ctx.db.notices.filter((n) => n.userId === userId).map((n) => n.id)]);
    } else {
      const noticeId = id(ctx.body);
      if (!SYSTEM_NOTICES.some((n) => n.id === noticeId) && !ctx.db.notices.some((n) => n.id === noticeId && n.userId === userId)) refuse('Notification not found');
      markRead(ctx.db, userId, [noticeId]);
    }
    return { count: unreadCount(ctx.db, userId) };
  }),
  // Guests see 0 rather than a login prompt: the badge is asked for on public pages too.
  route('/api/common/systemNotificationUnreadQuantity', 'optional', (ctx) => ({ count: ctx.user ? unreadCount(ctx.db, ctx.user.id) : 0 })),
];
