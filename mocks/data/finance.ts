import type { Agent, LogisticsCompany, PlatformBankCard } from '@/api/types';
import { l10n, type DemoLocale, type L10n } from '../lib/locale';
import { avatarPicture } from './images';

export const LOGISTICS_COMPANIES: readonly LogisticsCompany[] = [
  { id: 1, name: 'SF Express', code: 'SF' },
  { id: 2, name: 'DHL Express', code: 'DHL' },
  { id: 3, name: 'FedEx', code: 'FEDEX' },
  { id: 4, name: 'UPS', code: 'UPS' },
  { id: 5, name: 'China Post EMS', code: 'EMS' },
  { id: 6, name: 'YunExpress', code: 'YUN' },
  { id: 7, name: 'J&T Express', code: 'JT' },
  { id: 8, name: 'ZTO Express', code: 'ZTO' },
];

const NOTE: L10n = l10n(
  'Put your order number in the transfer reference, then upload the receipt.',
  '请在转账附言中填写订单号，然后上传转账凭证。',
  '請在轉帳附言中填寫訂單號，然後上傳轉帳憑證。',
  'Indiquez votre numéro de commande dans le libellé du virement, puis déposez le justificatif.',
  'Indica tu número de pedido en el concepto de la transferencia y sube el comprobante.',
);

export function platformBankCards(locale: DemoLocale): PlatformBankCard[] {
  return [
    { id: 1, bank_name: 'Bank of China, Yiwu Branch', account_name: 'Yiwu ACC Plus Trading Co., Ltd.', account_no: '6217 8500 0000 1234 567', branch: 'Yiwu International Trade City', swift: 'BKCHCNBJ92A', currency: 'USD', note: NOTE[locale] },
    { id: 2, bank_name: 'HSBC Hong Kong', account_name: 'ACC Plus Trading (HK) Limited', account_no: '808-123456-838', branch: 'Central, Hong Kong', swift: 'HSBCHKHHHKH', currency: 'USD', note: NOTE[locale] },
    { id: 3, bank_name: 'Wise (EUR)', account_name: 'ACC Plus Trading (HK) Limited', account_no: 'BE71 9670 1234 5669', branch: 'Brussels', swift: 'TRWIBEB1XXX', currency: 'EUR', note: NOTE[locale] },
  ];
}

const AGENTS: readonly { id: number; name: string; mobile: string; region: L10n }[] = [
  { id: 1, name: 'Amy Zhou', mobile: '+86 139 5790 1001', region: l10n('North America', '北美', '北美', 'Amérique du Nord', 'Norteamérica') },
  { id: 2, name: 'Louis Martin', mobile: '+33 6 12 34 56 78', region: l10n('Europe', '欧洲', '歐洲', 'Europe', 'Europa') },
  { id: 3, name: 'Carmen Ruiz', mobile: '+52 55 1234 5678', region: l10n('Latin America', '拉丁美洲', '拉丁美洲', 'Amérique latine', 'Latinoamérica') },
  { id: 4, name: 'Kevin Lin', mobile: '+886 912 345 678', region: l10n('Asia Pacific', '亚太', '亞太', 'Asie-Pacifique', 'Asia-Pacífico') },
];

export function agents(locale: DemoLocale): Agent[] {
  return AGENTS.map((a, i) => ({ id: a.id, name: a.name, mobile: a.mobile, region: a.region[locale], avatar: avatarPicture(a.name.charAt(0), 40 + i * 70) }));
}

export function agentById(id: number, locale: DemoLocale): Agent | null {
  return agents(locale).find((a) => a.id === id) ?? null;
}
