import type { Agreement, AgreementType, HelpEntry } from '@/api/types';
import { l10n, mapL10n, type DemoLocale, type L10n } from '../lib/locale';
import { moneyText, percentText } from '../lib/money';

/**
 * Agreements and help-centre answers are rich text. Some carry markup a page must sanitise
 * (a script and an event attribute that would set window.__demoUnsanitized): DOMPurify strips
 * them, and a test can prove it did.
 */
const UNSAFE = '<script>window.__demoUnsanitized = true</script><img src="data:," alt="" onerror="window.__demoUnsanitized = true">';

const AGREEMENTS: Record<AgreementType, { title: L10n; body: L10n; updated: number }> = {
  user: {
    updated: 1719792000,
    title: l10n('User agreement', '用户协议', '使用者協議', 'Conditions d’utilisation', 'Condiciones de uso'),
    body: l10n(
      `<h2>1. Who may buy</h2><p>ACC+ Jewelry Wholesale sells to <strong>businesses and resellers</strong>. By opening an account you confirm that you buy for resale.</p><h2>2. Orders and prices</h2><ul><li>Prices are wholesale prices per piece, by quantity tier.</li><li>An order is binding once paid; unpaid orders are cancelled after 30 minutes.</li></ul><h2>3. Your account</h2><p>Keep your password to yourself. Read our <a href="/pages/business/agreement/agreement?type=privacy">privacy policy</a>.</p>${UNSAFE}`,
      `<h2>1. 购买资格</h2><p>ACC+ 饰品批发面向<strong>商家与零售商</strong>销售。注册账户即表示您确认以转售为目的采购。</p><h2>2. 订单与价格</h2><ul><li>价格为按数量阶梯计算的单件批发价。</li><li>订单付款后生效；未付款订单30分钟后自动取消。</li></ul><h2>3. 您的账户</h2><p>请妥善保管您的密码。请阅读我们的<a href="/pages/business/agreement/agreement?type=privacy">隐私政策</a>。</p>${UNSAFE}`,
      `<h2>1. 購買資格</h2><p>ACC+ 飾品批發面向<strong>商家與零售商</strong>銷售。註冊帳戶即表示您確認以轉售為目的採購。</p><h2>2. 訂單與價格</h2><ul><li>價格為依數量階梯計算的單件批發價。</li><li>訂單付款後生效；未付款訂單30分鐘後自動取消。</li></ul><h2>3. 您的帳戶</h2><p>請妥善保管您的密碼。請閱讀我們的<a href="/pages/business/agreement/agreement?type=privacy">隱私權政策</a>。</p>${UNSAFE}`,
      `<h2>1. Qui peut acheter</h2><p>ACC+ Jewelry Wholesale vend aux <strong>professionnels et revendeurs</strong>. En ouvrant un compte, vous confirmez acheter pour revendre.</p><h2>2. Commandes et prix</h2><ul><li>Les prix sont des prix de gros à la pièce, par palier de quantité.</li><li>Une commande est ferme une fois payée ; les commandes impayées sont annulées au bout de 30 minutes.</li></ul><h2>3. Votre compte</h2><p>Gardez votre mot de passe pour vous. Consultez notre <a href="/pages/business/agreement/agreement?type=privacy">politique de confidentialité</a>.</p>${UNSAFE}`,
      `<h2>1. Quién puede comprar</h2><p>ACC+ Jewelry Wholesale vende a <strong>empresas y revendedores</strong>. Al abrir una cuenta confirmas que compras para revender.</p><h2>2. Pedidos y precios</h2><ul><li>Los precios son precios mayoristas por pieza, según el tramo de cantidad.</li><li>Un pedido es firme una vez pagado; los pedidos sin pagar se cancelan a los 30 minutos.</li></ul><h2>3. Tu cuenta</h2><p>No compartas tu contraseña. Lee nuestra <a href="/pages/business/agreement/agreement?type=privacy">política de privacidad</a>.</p>${UNSAFE}`,
    ),
  },
  privacy: {
    updated: 1719792000,
    title: l10n('Privacy policy', '隐私政策', '隱私權政策', 'Politique de confidentialité', 'Política de privacidad'),
    body: l10n(
      '<p>We keep what we need to deliver your orders: your name, phone, e-mail and addresses. We never sell them.</p><p>Payment details are handled by our payment partners; we only see the result.</p><p>Write to <a href="mailto:privacy@accplus.example">privacy@accplus.example</a> to see or delete your data.</p>',
      '<p>我们只保存完成订单所需的信息：姓名、电话、邮箱和地址，绝不出售。</p><p>支付信息由支付合作方处理，我们只获知支付结果。</p><p>如需查询或删除您的数据，请发送邮件至 <a href="mailto:privacy@accplus.example">privacy@accplus.example</a>。</p>',
      '<p>我們只保存完成訂單所需的資訊：姓名、電話、電子郵件和地址，絕不出售。</p><p>付款資訊由支付合作方處理，我們只獲知付款結果。</p><p>如需查詢或刪除您的資料，請寄信至 <a href="mailto:privacy@accplus.example">privacy@accplus.example</a>。</p>',
      '<p>Nous conservons ce qui est nécessaire pour livrer vos commandes : nom, téléphone, e-mail et adresses. Nous ne les vendons jamais.</p><p>Les données de paiement sont traitées par nos partenaires ; nous ne voyons que le résultat.</p><p>Écrivez à <a href="mailto:privacy@accplus.example">privacy@accplus.example</a> pour consulter ou supprimer vos données.</p>',
      '<p>Guardamos lo necesario para entregar tus pedidos: nombre, teléfono, correo y direcciones. Nunca los vendemos.</p><p>Los datos de pago los gestionan nuestros socios de pago; solo vemos el resultado.</p><p>Escribe a <a href="mailto:privacy@accplus.example">privacy@accplus.example</a> para consultar o borrar tus datos.</p>',
    ),
  },
  about: {
    updated: 1717200000,
    title: l10n('About us', '关于我们', '關於我們', 'À propos', 'Quiénes somos'),
    body: l10n(
      '<p>ACC+ is a jewelry wholesaler based in Yiwu, supplying <em>boutiques, market sellers and online shops</em> in more than 40 countries since 2012.</p><p>Over 2,000 designs, plated in gold, silver, rose gold and more, ship from our own warehouse within 48 hours.</p>',
      '<p>ACC+ 是一家位于义乌的饰品批发商，自2012年起为40多个国家的<em>精品店、市场摊主和网店</em>供货。</p><p>2000多款设计，提供金色、银色、玫瑰金等多种电镀颜色，自有仓库48小时内发货。</p>',
      '<p>ACC+ 是一家位於義烏的飾品批發商，自2012年起為40多個國家的<em>精品店、市集攤商和網店</em>供貨。</p><p>2000多款設計，提供金色、銀色、玫瑰金等多種電鍍顏色，自有倉庫48小時內出貨。</p>',
      '<p>ACC+ est un grossiste en bijoux basé à Yiwu qui fournit depuis 2012 des <em>boutiques, marchands et e-shops</em> dans plus de 40 pays.</p><p>Plus de 2 000 modèles, plaqués or, argent, or rose et plus encore, expédiés de notre entrepôt sous 48 heures.</p>',
      '<p>ACC+ es un mayorista de bisutería con sede en Yiwu que abastece desde 2012 a <em>boutiques, vendedores de mercado y tiendas online</em> en más de 40 países.</p><p>Más de 2000 diseños, bañados en oro, plata, oro rosa y más, enviados desde nuestro almacén en 48 horas.</p>',
    ),
  },
  return_policy: {
    updated: 1719792000,
    title: l10n('Returns and refunds', '退换货政策', '退換貨政策', 'Retours et remboursements', 'Devoluciones y reembolsos'),
    body: l10n(
      '<ol><li>Report a faulty, wrong or missing item within <strong>15 days</strong> of delivery, with photos.</li><li>Before shipping you may ask for a refund at any time.</li><li>Approved returns are refunded to your balance once the parcel reaches us.</li></ol>',
      '<ol><li>如有质量问题、错发或漏发，请在签收后<strong>15天</strong>内附照片申请售后。</li><li>发货前可随时申请退款。</li><li>退货审核通过后，我们收到包裹即退款至您的余额。</li></ol>',
      '<ol><li>如有品質問題、錯發或漏發，請於簽收後<strong>15天</strong>內附照片申請售後。</li><li>出貨前可隨時申請退款。</li><li>退貨審核通過後，我們收到包裹即退款至您的餘額。</li></ol>',
      '<ol><li>Signalez un article défectueux, erroné ou manquant dans les <strong>15 jours</strong> suivant la livraison, photos à l’appui.</li><li>Avant l’expédition, vous pouvez demander un remboursement à tout moment.</li><li>Les retours acceptés sont remboursés sur votre solde dès réception du colis.</li></ol>',
      '<ol><li>Avisa de un artículo defectuoso, equivocado o que falte en los <strong>15 días</strong> siguientes a la entrega, con fotos.</li><li>Antes del envío puedes pedir un reembolso en cualquier momento.</li><li>Las devoluciones aprobadas se reembolsan a tu saldo cuando recibimos el paquete.</li></ol>',
    ),
  },
};

export function agreement(type: AgreementType, locale: DemoLocale): Agreement {
  const a = AGREEMENTS[type];
  return { title: a.title[locale], content: a.body[locale], update_time: a.updated };
}

export function isAgreementType(value: unknown): value is AgreementType {
  return typeof value === 'string' && value in AGREEMENTS;
}

const HELP: readonly { q: L10n; a: L10n }[] = [
  {
    q: l10n('What is the minimum order?', '起批量是多少？', '起批量是多少？', 'Quel est le minimum de commande ?', '¿Cuál es el pedido mínimo?'),
    a: l10n(
      '<p>Each product shows its minimum order quantity. You may <strong>mix colours and sizes</strong> of one product to reach it.</p>',
      '<p>每件商品都标有起批量，同一商品的<strong>颜色和尺寸可以混批</strong>。</p>',
      '<p>每件商品都標有起批量，同一商品的<strong>顏色和尺寸可以混批</strong>。</p>',
      '<p>Chaque produit affiche son minimum de commande. Vous pouvez <strong>panacher couleurs et tailles</strong> d’un même produit pour l’atteindre.</p>',
      '<p>Cada producto muestra su pedido mínimo. Puedes <strong>combinar colores y tallas</strong> de un mismo producto para alcanzarlo.</p>',
    ),
  },
  {
    q: l10n('How do tier prices work?', '阶梯价如何计算？', '階梯價如何計算？', 'Comment fonctionnent les prix dégressifs ?', '¿Cómo funcionan los precios por volumen?'),
    a: l10n(
      '<p>The more pieces of one product you order, the lower the unit price. The tier counts all colours and sizes of that product together.</p>',
      '<p>同一商品订购越多，单价越低。阶梯按该商品所有颜色和尺寸的总件数计算。</p>',
      '<p>同一商品訂購越多，單價越低。階梯依該商品所有顏色和尺寸的總件數計算。</p>',
      '<p>Plus vous commandez de pièces d’un produit, plus le prix unitaire baisse. Le palier compte ensemble toutes les couleurs et tailles du produit.</p>',
      '<p>Cuantas más piezas pidas de un producto, menor es el precio unitario. El tramo suma todos los colores y tallas de ese producto.</p>',
    ),
  },
  {
    q: l10n('How can I pay?', '有哪些付款方式？', '有哪些付款方式？', 'Comment payer ?', '¿Cómo puedo pagar?'),
    a: l10n(
      '<p>With your account balance, by card, or by bank transfer. For a transfer, upload the receipt on the order page; we check it within one working day.</p>',
      '<p>可使用账户余额、银行卡或银行转账付款。转账后请在订单页上传凭证，我们会在一个工作日内审核。</p>',
      '<p>可使用帳戶餘額、信用卡或銀行轉帳付款。轉帳後請在訂單頁上傳憑證，我們會在一個工作日內審核。</p>',
      '<p>Avec votre solde, par carte ou par virement. Pour un virement, déposez le justificatif sur la page de la commande ; nous le vérifions sous un jour ouvré.</p>',
      '<p>Con tu saldo, con tarjeta o por transferencia. Para una transferencia, sube el comprobante en la página del pedido; lo revisamos en un día laborable.</p>',
    ),
  },
  {
    q: l10n('When will my order ship?', '订单多久发货？', '訂單多久出貨？', 'Quand ma commande part-elle ?', '¿Cuándo se envía mi pedido?'),
    a: l10n(
      '<p>Paid orders leave our warehouse within 48 hours. You will find the tracking number on the order page.</p>',
      '<p>已付款订单48小时内从仓库发出，物流单号可在订单页查看。</p>',
      '<p>已付款訂單48小時內從倉庫出貨，物流單號可在訂單頁查看。</p>',
      '<p>Les commandes payées quittent notre entrepôt sous 48 heures. Le numéro de suivi figure sur la page de la commande.</p>',
      '<p>Los pedidos pagados salen de nuestro almacén en 48 horas. Encontrarás el número de seguimiento en la página del pedido.</p>',
    ),
  },
  {
    q: l10n('How do I return an item?', '如何退货？', '如何退貨？', 'Comment retourner un article ?', '¿Cómo devuelvo un artículo?'),
    a: l10n(
      `<p>Open the order, choose <em>After-sales</em>, pick the items and tell us why. See the <a href="/pages/business/agreement/agreement?type=return_policy">return policy</a>.</p>${UNSAFE}`,
      `<p>打开订单，选择<em>售后</em>，勾选商品并说明原因。详见<a href="/pages/business/agreement/agreement?type=return_policy">退换货政策</a>。</p>${UNSAFE}`,
      `<p>打開訂單，選擇<em>售後</em>，勾選商品並說明原因。詳見<a href="/pages/business/agreement/agreement?type=return_policy">退換貨政策</a>。</p>${UNSAFE}`,
      `<p>Ouvrez la commande, choisissez <em>Service après-vente</em>, sélectionnez les articles et dites-nous pourquoi. Voir la <a href="/pages/business/agreement/agreement?type=return_policy">politique de retour</a>.</p>${UNSAFE}`,
      `<p>Abre el pedido, elige <em>Posventa</em>, selecciona los artículos y cuéntanos el motivo. Consulta la <a href="/pages/business/agreement/agreement?type=return_policy">política de devoluciones</a>.</p>${UNSAFE}`,
    ),
  },
  {
    q: l10n('What is a second-rebate coupon?', '什么是二次返利券？', '什麼是二次返利券？', 'Qu’est-ce qu’un bon de remise différé ?', '¿Qué es un cupón de bonificación diferida?'),
    a: mapL10n((l) => {
      const over = moneyText(l, 10000);
      const share = percentText(l, 5);
      return {
        en: `<p>Paid orders over ${over} earn a coupon worth ${share} of the order. It can be opened a few days later and used on your next order.</p>`,
        'zh-CN': `<p>付款满${over}的订单可获得订单金额${share}的优惠券，几天后即可开启，用于下一笔订单。</p>`,
        'zh-TW': `<p>付款滿${over}的訂單可獲得訂單金額${share}的優惠券，幾天後即可開啟，用於下一筆訂單。</p>`,
        fr: `<p>Les commandes payées de plus de ${over} rapportent un bon de ${share} du montant. Il s’ouvre quelques jours plus tard et sert pour votre prochaine commande.</p>`,
        es: `<p>Los pedidos pagados de más de ${over} generan un cupón del ${share} del importe. Se puede abrir unos días después y usar en tu próximo pedido.</p>`,
      }[l];
    }),
  },
];

export function helpCentre(locale: DemoLocale): HelpEntry[] {
  return HELP.map((h, i) => ({ id: i + 1, question: h.q[locale], answer: h.a[locale] }));
}
