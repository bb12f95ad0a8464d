import type { NotificationType } from '@/api/types';
import { l10n, mapL10n, type DemoLocale, type L10n } from '../lib/locale';
import { moneyText, parseMoney } from '../lib/money';
import type { UserNoticeRecord } from '../state/schema';
import { say } from './server-texts';

/** Notices everyone receives. Ids below 1000; a shopper's own notices take ids from the state's sequence. */
interface SystemNotice {
  id: number;
  type: NotificationType;
  time: number;
  title: L10n;
  body: L10n;
}

export const SYSTEM_NOTICES: readonly SystemNotice[] = [
  {
    id: 1, type: 'system', time: 1717236000,
    title: l10n('Welcome to ACC+ Jewelry Wholesale', '欢迎来到ACC+饰品批发', '歡迎來到ACC+飾品批發', 'Bienvenue chez ACC+ Jewelry Wholesale', 'Te damos la bienvenida a ACC+ Jewelry Wholesale'),
    body: l10n('<p>Thank you for joining. Browse over <strong>2,000 designs</strong> at wholesale prices.</p>', '<p>感谢您的加入。<strong>2000多款</strong>设计，尽享批发价。</p>', '<p>感謝您的加入。<strong>2000多款</strong>設計，盡享批發價。</p>', '<p>Merci de nous avoir rejoints. Découvrez plus de <strong>2 000 modèles</strong> à prix de gros.</p>', '<p>Gracias por unirte. Descubre más de <strong>2000 diseños</strong> a precio mayorista.</p>'),
  },
  {
    id: 2, type: 'system', time: 1722470400,
    title: l10n('Shipping times during the holidays', '节假日发货时间', '節假日出貨時間', 'Délais d’expédition pendant les fêtes', 'Plazos de envío en vacaciones'),
    body: l10n('<p>Orders paid between 1 and 7 October ship on <strong>8 October</strong>.</p>', '<p>10月1日至7日付款的订单将于<strong>10月8日</strong>发货。</p>', '<p>10月1日至7日付款的訂單將於<strong>10月8日</strong>出貨。</p>', '<p>Les commandes payées entre le 1er et le 7 octobre partent le <strong>8 octobre</strong>.</p>', '<p>Los pedidos pagados entre el 1 y el 7 de octubre se envían el <strong>8 de octubre</strong>.</p>'),
  },
  {
    id: 3, type: 'activity', time: 1725148800,
    title: l10n('Tier price festival is on', '阶梯价狂欢节开始啦', '階梯價狂歡節開始囉', 'Le festival des prix dégressifs commence', 'Empieza el festival de precios por volumen'),
    body: l10n('<p>Reach 200 pieces of a design and pay the lowest tier.</p>', '<p>同款满200件即享最低阶梯价。</p>', '<p>同款滿200件即享最低階梯價。</p>', '<p>Atteignez 200 pièces d’un modèle et payez le palier le plus bas.</p>', '<p>Llega a 200 piezas de un diseño y paga el tramo más bajo.</p>'),
  },
  {
    id: 4, type: 'system', time: 1727740800,
    title: l10n('New: pay by bank transfer', '新增：银行转账付款', '新增：銀行轉帳付款', 'Nouveau : paiement par virement', 'Nuevo: pago por transferencia'),
    body: l10n('<p>Choose <em>Bank transfer</em> at checkout and upload your receipt. We check it within one working day.</p>', '<p>结算时选择<em>银行转账</em>并上传凭证，我们将在一个工作日内审核。</p>', '<p>結帳時選擇<em>銀行轉帳</em>並上傳憑證，我們將在一個工作日內審核。</p>', '<p>Choisissez <em>Virement</em> au paiement et envoyez votre justificatif. Nous le vérifions sous un jour ouvré.</p>', '<p>Elige <em>Transferencia</em> al pagar y sube tu comprobante. Lo revisamos en un día laborable.</p>'),
  },
  {
    id: 5, type: 'activity', time: 1730419200,
    title: l10n('Second-rebate coupons', '二次返利券上线', '二次返利券上線', 'Bons de remise différés', 'Cupones de bonificación diferida'),
    body: mapL10n((l) => {
      const over = moneyText(l, 10000);
      return { en: `<p>Paid orders over ${over} now earn a coupon for your next order.</p>`, 'zh-CN': `<p>付款满${over}的订单可获得下单返利券。</p>`, 'zh-TW': `<p>付款滿${over}的訂單可獲得下單返利券。</p>`, fr: `<p>Les commandes payées de plus de ${over} rapportent désormais un bon pour la suivante.</p>`, es: `<p>Los pedidos pagados de más de ${over} generan ahora un cupón para el siguiente.</p>` }[l];
    }),
  },
  {
    id: 6, type: 'system', time: 1733011200,
    title: l10n('Updated privacy policy', '隐私政策更新', '隱私權政策更新', 'Politique de confidentialité mise à jour', 'Política de privacidad actualizada'),
    body: l10n('<p>We clarified how long we keep delivery addresses. <a href="/pages/business/agreement/agreement?type=privacy">Read it</a>.</p>', '<p>我们明确了收货地址的保存期限。<a href="/pages/business/agreement/agreement?type=privacy">查看详情</a>。</p>', '<p>我們已說明收件地址的保存期限。<a href="/pages/business/agreement/agreement?type=privacy">查看內容</a>。</p>', '<p>Nous avons précisé la durée de conservation des adresses. <a href="/pages/business/agreement/agreement?type=privacy">La lire</a>.</p>', '<p>Aclaramos cuánto tiempo guardamos las direcciones. <a href="/pages/business/agreement/agreement?type=privacy">Leerla</a>.</p>'),
  },
];

export function systemNoticeById(id: number): SystemNotice | undefined {
  return SYSTEM_NOTICES.find((n) => n.id === id);
}

const USER_NOTICES: Record<UserNoticeRecord['key'], { title: L10n; body: L10n }> = {
  order_paid: {
    title: l10n('Payment received', '付款成功', '付款成功', 'Paiement reçu', 'Pago recibido'),
    body: l10n('Order {sn} is paid: {amount}. We are preparing it.', '订单{sn}已付款：{amount}，我们正在备货。', '訂單{sn}已付款：{amount}，我們正在備貨。', 'La commande {sn} est payée : {amount}. Nous la préparons.', 'El pedido {sn} está pagado: {amount}. Lo estamos preparando.'),
  },
  order_shipped: {
    title: l10n('Your order has shipped', '订单已发货', '訂單已出貨', 'Votre commande est expédiée', 'Tu pedido ha sido enviado'),
    body: l10n('Order {sn} left our warehouse with {company}, tracking number {tracking}.', '订单{sn}已由{company}发出，运单号{tracking}。', '訂單{sn}已由{company}寄出，運單號{tracking}。', 'La commande {sn} est partie avec {company}, numéro de suivi {tracking}.', 'El pedido {sn} salió con {company}, número de seguimiento {tracking}.'),
  },
  order_cancelled: {
    title: l10n('Order cancelled', '订单已取消', '訂單已取消', 'Commande annulée', 'Pedido cancelado'),
    body: l10n('Order {sn} was not paid in time and has been cancelled.', '订单{sn}未按时付款，已自动取消。', '訂單{sn}未按時付款，已自動取消。', 'La commande {sn} n’a pas été payée à temps et a été annulée.', 'El pedido {sn} no se pagó a tiempo y se ha cancelado.'),
  },
  after_sales: {
    title: l10n('After-sales update', '售后进度更新', '售後進度更新', 'Suivi du service après-vente', 'Novedades de posventa'),
    body: l10n('Case {sn}: {status}.', '售后单{sn}：{status}。', '售後單{sn}：{status}。', 'Dossier {sn} : {status}.', 'Caso {sn}: {status}.'),
  },
  withdrawal: {
    title: l10n('Withdrawal update', '提现进度更新', '提領進度更新', 'Suivi du retrait', 'Novedades del retiro'),
    body: l10n('Withdrawal {sn} of {amount}: {status}.', '提现{sn}（{amount}）：{status}。', '提領{sn}（{amount}）：{status}。', 'Retrait {sn} de {amount} : {status}.', 'Retiro {sn} de {amount}: {status}.'),
  },
  coupon: {
    title: l10n('You earned a coupon', '您获得了一张优惠券', '您獲得了一張優惠券', 'Vous avez gagné un bon', 'Has ganado un cupón'),
    body: l10n('{title} is waiting in your coupons.', '{title}已放入您的优惠券。', '{title}已放入您的優惠券。', '{title} vous attend dans vos bons.', '{title} te espera en tus cupones.'),
  },
};

/**
 * `{key}` takes `key:<locale>` when the notice carries one, else `key`, in the shop's words for the
 * language; `{amount}` (kept as the server writes money, '47.96') is written as the page writes it.
 */
function fill(template: string, params: Partial<Record<string, string>>, locale: DemoLocale): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[`${key}:${locale}`] ?? params[key] ?? '';
    return key === 'amount' ? moneyText(locale, parseMoney(value) ?? 0) : say(value, locale);
  });
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function userNoticeText(notice: UserNoticeRecord, locale: DemoLocale): { title: string; summary: string; content: string } {
  const t = USER_NOTICES[notice.key];
  const summary = fill(t.body[locale], notice.params, locale);
  return { title: t.title[locale], summary, content: `<p>${escapeHtml(summary)}</p>` };
}

export function stripTags(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim();
}
