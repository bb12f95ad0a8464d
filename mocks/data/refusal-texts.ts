import { l10n, mapL10n, type DemoLocale, type L10n } from '../lib/locale';
import { moneyText } from '../lib/money';

/**
 * The refusals a shopper can meet through the app's own screens, whatever the app checks first:
 * a wrong password or code, an account already registered, a page left open while the order, the
 * coupon or the case moved on. The app shows the server's words in its "Prompt" dialog (spec
 * section 8), so the demo answers them in the `lang` header's language, as its other texts.
 * Rules refuse in English; server-texts.ts holds these beside the shop's other texts, and the
 * route wrapper answers them through its `say`. Refusals the app's own checks keep from being sent
 * (a missing field, a malformed number) stay English: they are for developers, and a shopper who
 * reads one has found a bug.
 */
export const REFUSAL_TEXTS: readonly L10n[] = [
  l10n('Incorrect username or password', '用户名或密码错误', '帳號或密碼錯誤', 'Identifiant ou mot de passe incorrect', 'Usuario o contraseña incorrectos'),
  l10n('Wrong verification code', '验证码错误', '驗證碼錯誤', 'Code de vérification incorrect', 'Código de verificación incorrecto'),
  l10n(
    'The verification code has expired, please send a new one',
    '验证码已过期，请重新获取',
    '驗證碼已過期，請重新取得',
    'Le code de vérification a expiré, demandez-en un nouveau',
    'El código de verificación ha caducado; solicita uno nuevo',
  ),
  l10n('Send a verification code first', '请先获取验证码', '請先取得驗證碼', 'Demandez d’abord un code de vérification', 'Primero solicita un código de verificación'),
  l10n('The verification code has 6 digits', '验证码为 6 位数字', '驗證碼為 6 位數字', 'Le code de vérification compte 6 chiffres', 'El código de verificación tiene 6 dígitos'),
  l10n('This account is already registered', '该账号已注册', '該帳號已註冊', 'Ce compte existe déjà', 'Esta cuenta ya está registrada'),
  l10n('This email is already registered', '该邮箱已注册', '該電子郵件已註冊', 'Cette adresse e-mail est déjà utilisée', 'Este correo ya está registrado'),
  l10n('This mobile number is already registered', '该手机号已注册', '該手機號碼已註冊', 'Ce numéro de portable est déjà utilisé', 'Este número de móvil ya está registrado'),
  l10n('This username is already taken', '该用户名已被占用', '該使用者名稱已被使用', 'Ce nom d’utilisateur est déjà pris', 'Este nombre de usuario ya está en uso'),
  l10n('No account uses this', '没有使用该信息的账号', '沒有使用此資訊的帳號', 'Aucun compte n’utilise cette adresse ou ce numéro', 'Ninguna cuenta usa este dato'),
  l10n('The old password is incorrect', '原密码错误', '舊密碼錯誤', 'L’ancien mot de passe est incorrect', 'La contraseña actual es incorrecta'),
  l10n('This item has already been appraised', '该商品已评价', '該商品已評價', 'Cet article a déjà été évalué', 'Este artículo ya se ha valorado'),
  l10n('Only received orders can be appraised', '只有已收货的订单才能评价', '只有已收貨的訂單才能評價', 'Seules les commandes reçues peuvent être évaluées', 'Solo se pueden valorar los pedidos recibidos'),
  l10n('This order is already paid', '该订单已付款', '該訂單已付款', 'Cette commande est déjà payée', 'Este pedido ya está pagado'),
  l10n('This top-up is already paid', '该充值已支付', '該儲值已付款', 'Cette recharge est déjà payée', 'Esta recarga ya está pagada'),
  l10n(
    'Your transfer receipt is being reviewed',
    '您的转账凭证正在审核中',
    '您的轉帳憑證正在審核中',
    'Votre justificatif de virement est en cours d’examen',
    'Tu comprobante de transferencia está en revisión',
  ),
  l10n('This order is not paid yet', '该订单尚未付款', '該訂單尚未付款', 'Cette commande n’est pas encore payée', 'Este pedido aún no está pagado'),
  l10n('This order was cancelled', '该订单已取消', '該訂單已取消', 'Cette commande a été annulée', 'Este pedido fue cancelado'),
  l10n('The address can only change before the order ships', '订单发货前才能修改地址', '訂單出貨前才能修改地址', 'L’adresse ne peut changer qu’avant l’expédition', 'La dirección solo se puede cambiar antes del envío'),
  l10n('The remark can only change before the order ships', '订单发货前才能修改备注', '訂單出貨前才能修改備註', 'La remarque ne peut changer qu’avant l’expédition', 'La nota solo se puede cambiar antes del envío'),
  l10n('This coupon has expired', '该优惠券已过期', '該優惠券已過期', 'Ce bon de réduction a expiré', 'Este cupón ha caducado'),
  l10n('This coupon has already been used', '该优惠券已使用', '該優惠券已使用', 'Ce bon de réduction a déjà été utilisé', 'Este cupón ya se ha usado'),
  l10n('This coupon cannot be opened yet', '该优惠券暂时无法开启', '該優惠券暫時無法開啟', 'Ce bon de réduction ne peut pas encore être ouvert', 'Este cupón aún no se puede abrir'),
  l10n('This coupon is already open', '该优惠券已开启', '該優惠券已開啟', 'Ce bon de réduction est déjà ouvert', 'Este cupón ya está abierto'),
  l10n('This coupon has not been opened yet', '该优惠券尚未开启', '該優惠券尚未開啟', 'Ce bon de réduction n’est pas encore ouvert', 'Este cupón aún no está abierto'),
  l10n(
    'This coupon does not cover any goods in this order',
    '该优惠券不适用于此订单中的商品',
    '該優惠券不適用於此訂單中的商品',
    'Ce bon de réduction ne s’applique à aucun article de cette commande',
    'Este cupón no se aplica a ningún artículo de este pedido',
  ),
  l10n('This case can no longer be edited', '该售后申请已无法修改', '該售後申請已無法修改', 'Cette demande ne peut plus être modifiée', 'Esta solicitud ya no se puede modificar'),
  l10n(
    'An after-sales case is already open for this item',
    '该商品已有进行中的售后申请',
    '該商品已有處理中的售後申請',
    'Une demande de SAV est déjà ouverte pour cet article',
    'Ya hay una solicitud de posventa abierta para este artículo',
  ),
  l10n(
    'Return shipping is only needed once a return is approved',
    '退货申请通过后才需要填写退货物流',
    '退貨申請通過後才需要填寫退貨物流',
    'L’envoi du retour n’est demandé qu’une fois le retour accepté',
    'El envío de la devolución solo hace falta cuando se aprueba la devolución',
  ),
  l10n('An issued invoice cannot be changed', '已开具的发票无法修改', '已開立的發票無法修改', 'Une facture émise ne peut plus être modifiée', 'Una factura emitida ya no se puede modificar'),
  l10n('You can keep at most 20 addresses', '最多可保存 20 个地址', '最多可儲存 20 個地址', 'Vous pouvez enregistrer 20 adresses au plus', 'Puedes guardar 20 direcciones como máximo'),
  l10n(
    'You can keep at most 10 invoicing profiles',
    '最多可保存 10 个开票信息',
    '最多可儲存 10 筆發票資訊',
    'Vous pouvez enregistrer 10 profils de facturation au plus',
    'Puedes guardar 10 perfiles de facturación como máximo',
  ),
  // A record a link points at that is not there (an old link, one shared from another account): a
  // shopper meets these without any bug, so they are said in the shopper's language.
  l10n('Order not found', '订单不存在', '訂單不存在', 'Commande introuvable', 'Pedido no encontrado'),
  l10n('After-sales case not found', '售后申请不存在', '售後申請不存在', 'Demande SAV introuvable', 'Solicitud de posventa no encontrada'),
  l10n('Notification not found', '消息不存在', '訊息不存在', 'Message introuvable', 'Mensaje no encontrado'),
  l10n('Invoice not found', '发票不存在', '發票不存在', 'Facture introuvable', 'Factura no encontrada'),
];

/** A count as the language writes it ('1 000' in French). */
const countText = (locale: DemoLocale, n: number) => new Intl.NumberFormat(locale).format(n);

/** A record by its id that is not there, `{id}` where its number goes. */
const MISSING = {
  product: l10n('Product {id} does not exist', '商品 {id} 不存在', '商品 {id} 不存在', 'Le produit {id} n’existe pas', 'El producto {id} no existe'),
  category: l10n('Category {id} does not exist', '分类 {id} 不存在', '分類 {id} 不存在', 'La catégorie {id} n’existe pas', 'La categoría {id} no existe'),
};
const withId = (text: L10n, id: number): L10n => mapL10n((l) => text[l].replace('{id}', String(id)));

/**
 * The refusals with figures in them (an amount, a count, an order number) that a shopper can meet:
 * the app checks each before it calls (the balance, the code's countdown, the minimum order, the
 * limits, the coupon list), so they come when the server and the app disagree (a page left open,
 * a second tab). Each is written whole in every language, figures formatted in that language's way;
 * a rule throws the set (`refuse(REFUSED_WITH.balanceShort(…))`) and the route wrapper answers the
 * request's language.
 */
export const REFUSED_WITH = {
  /** A link to a product or a category the shop does not have (any more): a shopper meets it without any bug. */
  productMissing: (id: number): L10n => withId(MISSING.product, id),
  categoryMissing: (id: number): L10n => withId(MISSING.category, id),
  resendWait: (seconds: number): L10n =>
    mapL10n((l) => {
      const n = countText(l, seconds);
      return {
        en: `Please wait ${n} ${seconds === 1 ? 'second' : 'seconds'} before asking for another code`,
        'zh-CN': `请 ${n} 秒后再获取验证码`,
        'zh-TW': `請 ${n} 秒後再取得驗證碼`,
        fr: `Patientez ${n} ${seconds <= 1 ? 'seconde' : 'secondes'} avant de demander un nouveau code`,
        es: `Espera ${n} ${seconds === 1 ? 'segundo' : 'segundos'} antes de pedir otro código`,
      }[l];
    }),
  /** An order placed below a goods' minimum (the goods' name in the same language). */
  orderBelowMinimum: (name: L10n, minimum: number, has: number): L10n =>
    mapL10n((l) => {
      const [min, n] = [countText(l, minimum), countText(l, has)];
      return {
        en: `The minimum order for ${name.en} is ${min} pieces; this order has ${n}`,
        'zh-CN': `${name['zh-CN']}的起订量为 ${min} 件，本订单只有 ${n} 件`,
        'zh-TW': `${name['zh-TW']}的起訂量為 ${min} 件，本訂單只有 ${n} 件`,
        fr: `Le minimum de commande pour ${name.fr} est de ${min} pièces ; cette commande en compte ${n}`,
        es: `El pedido mínimo de ${name.es} es de ${min} piezas; este pedido tiene ${n}`,
      }[l];
    }),
  cartBelowMinimum: (minimum: number, total: number): L10n =>
    mapL10n((l) => {
      const [min, n] = [countText(l, minimum), countText(l, total)];
      return {
        en: `The minimum order for this product is ${min} pieces (colours and sizes can be mixed); you would have ${n}`,
        'zh-CN': `该商品起订量为 ${min} 件（颜色、尺码可混批），加购后共 ${n} 件`,
        'zh-TW': `該商品起訂量為 ${min} 件（顏色、尺寸可混批），加購後共 ${n} 件`,
        fr: `Le minimum de commande de ce produit est de ${min} pièces (coloris et tailles panachables) ; vous en auriez ${n}`,
        es: `El pedido mínimo de este producto es de ${min} piezas (se pueden combinar colores y tallas); tendrías ${n}`,
      }[l];
    }),
  couponThreshold: (threshold: number): L10n =>
    mapL10n((l) => {
      const amount = moneyText(l, threshold);
      return {
        en: `This coupon needs ${amount} of eligible goods`,
        'zh-CN': `该优惠券需适用商品满 ${amount} 才能使用`,
        'zh-TW': `該優惠券需適用商品滿 ${amount} 才能使用`,
        fr: `Ce bon de réduction s’applique dès ${amount} d’articles éligibles`,
        es: `Este cupón requiere ${amount} en artículos aplicables`,
      }[l];
    }),
  /** A withdrawal above the balance (the amount asked for is the shopper's own). */
  balanceShort: (available: number): L10n =>
    mapL10n((l) => {
      const have = moneyText(l, available);
      return {
        en: `Insufficient balance: ${have} available`,
        'zh-CN': `余额不足：可用 ${have}`,
        'zh-TW': `餘額不足：可用 ${have}`,
        fr: `Solde insuffisant : vous disposez de ${have}`,
        es: `Saldo insuficiente: dispones de ${have}`,
      }[l];
    }),
  /** A payment from the balance that falls short of what it needs. */
  balanceShortOf: (available: number, needed: number): L10n =>
    mapL10n((l) => {
      const [have, need] = [moneyText(l, available), moneyText(l, needed)];
      return {
        en: `Insufficient balance: ${have} available, ${need} needed`,
        'zh-CN': `余额不足：可用 ${have}，需要 ${need}`,
        'zh-TW': `餘額不足：可用 ${have}，需要 ${need}`,
        fr: `Solde insuffisant : vous disposez de ${have}, il faut ${need}`,
        es: `Saldo insuficiente: dispones de ${have} y se necesitan ${need}`,
      }[l];
    }),
  topUpBelowMinimum: (minimum: number): L10n =>
    mapL10n((l) => {
      const amount = moneyText(l, minimum);
      return { en: `The minimum top-up is ${amount}`, 'zh-CN': `最低充值金额为 ${amount}`, 'zh-TW': `最低儲值金額為 ${amount}`, fr: `La recharge minimum est de ${amount}`, es: `La recarga mínima es de ${amount}` }[l];
    }),
  topUpAboveMaximum: (maximum: number): L10n =>
    mapL10n((l) => {
      const amount = moneyText(l, maximum);
      return { en: `The maximum top-up is ${amount}`, 'zh-CN': `最高充值金额为 ${amount}`, 'zh-TW': `最高儲值金額為 ${amount}`, fr: `La recharge maximum est de ${amount}`, es: `La recarga máxima es de ${amount}` }[l];
    }),
  withdrawalBelowMinimum: (minimum: number): L10n =>
    mapL10n((l) => {
      const amount = moneyText(l, minimum);
      return { en: `The minimum withdrawal is ${amount}`, 'zh-CN': `最低提现金额为 ${amount}`, 'zh-TW': `最低提領金額為 ${amount}`, fr: `Le retrait minimum est de ${amount}`, es: `El retiro mínimo es de ${amount}` }[l];
    }),
  orderNotPaid: (sn: string): L10n => l10n(`Order ${sn} is not paid`, `订单 ${sn} 尚未付款`, `訂單 ${sn} 尚未付款`, `La commande ${sn} n’est pas payée`, `El pedido ${sn} no está pagado`),
  orderInvoiced: (sn: string): L10n =>
    l10n(`Order ${sn} already has an invoice`, `订单 ${sn} 已申请发票`, `訂單 ${sn} 已申請發票`, `La commande ${sn} a déjà une facture`, `El pedido ${sn} ya tiene factura`),
};
