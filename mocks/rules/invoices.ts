import type { Invoice, InvoicingProfileInput } from '@/api/types';
import { LIMITS } from '@/lib/constants';
import { svgDataUrl } from '../data/images';
import { SERVER_TEXT, say } from '../data/server-texts';
import type { DemoLocale } from '../lib/locale';
import { REFUSED_WITH } from '../data/refusal-texts';
import { refuse } from '../lib/errors';
import { bool, oneOf, text, type Body } from '../lib/input';
import { moneyText, toMoney } from '../lib/money';
import { now, settings } from '../lib/settings';
import type { DemoState, InvoiceRecord, OrderRecord, ProfileRecord, UserRecord } from '../state/schema';
import { nextId } from '../state/schema';
import { EMAIL } from './users';

export function readProfile(body: Body): InvoicingProfileInput {
  const titleType = oneOf(body, 'title_type', ['personal', 'company'] as const);
  const email = text(body, 'email', { max: LIMITS.emailMaxLength });
  if (!EMAIL.test(email)) refuse('email is not a valid e-mail address');
  const taxNo = text(body, 'tax_no', { optional: true, max: 30 });
  if (titleType === 'company' && taxNo === '') refuse('A company invoice needs its tax number (tax_no)');
  return {
    title_type: titleType,
    title: text(body, 'title', { max: 100 }),
    tax_no: taxNo,
    email,
    mobile: text(body, 'mobile', { optional: true, max: 20 }),
    company_address: text(body, 'company_address', { optional: true, max: 200 }),
    bank_name: text(body, 'bank_name', { optional: true, max: 100 }),
    bank_account: text(body, 'bank_account', { optional: true, max: 40 }),
    is_default: bool(body, 'is_default', false),
  };
}

export function ownProfile(db: DemoState, user: UserRecord, id: number): ProfileRecord {
  const p = db.profiles.find((x) => x.id === id && x.userId === user.id);
  if (!p) refuse('Invoicing profile not found');
  return p;
}

export function saveProfile(db: DemoState, user: UserRecord, input: InvoicingProfileInput, id: number | null): number {
  const mine = db.profiles.filter((p) => p.userId === user.id);
  let record: ProfileRecord;
  if (id !== null) {
    record = ownProfile(db, user, id);
    Object.assign(record, input);
  } else {
    if (mine.length >= 10) refuse('You can keep at most 10 invoicing profiles');
    record = { ...input, id: nextId(db), userId: user.id };
    db.profiles.push(record);
  }
  if (mine.length === 0) record.is_default = true;
  if (record.is_default) for (const p of mine) if (p !== record) p.is_default = false;
  return record.id;
}

export function profileInput(p: ProfileRecord): InvoicingProfileInput {
  return {
    title_type: p.title_type,
    title: p.title,
    tax_no: p.tax_no,
    email: p.email,
    mobile: p.mobile,
    company_address: p.company_address,
    bank_name: p.bank_name,
    bank_account: p.bank_account,
    is_default: p.is_default,
  };
}

const INVOICEABLE = new Set(['paid', 'shipped', 'received', 'completed']);

export function applyInvoice(db: DemoState, user: UserRecord, orders: OrderRecord[], profile: ProfileRecord): InvoiceRecord {
  for (const o of orders) {
    if (!INVOICEABLE.has(o.status)) refuse(REFUSED_WITH.orderNotPaid(o.sn));
    const existing = o.invoiceId ? db.invoices.find((i) => i.id === o.invoiceId) : undefined;
    if (existing && existing.status !== 'rejected') refuse(REFUSED_WITH.orderInvoiced(o.sn));
  }
  const t = now();
  const record: InvoiceRecord = {
    id: nextId(db), userId: user.id, orderIds: orders.map((o) => o.id), amount: orders.reduce((n, o) => n + o.pay, 0), status: 'pending',
    profile: profileInput(profile), rejectReason: '', createTime: t, issueTime: null, dueAt: t + settings.reviewAfter,
  };
  for (const o of orders) o.invoiceId = record.id;
  db.invoices.push(record);
  return record;
}

export function editInvoice(record: InvoiceRecord, profile: ProfileRecord): void {
  if (record.status === 'issued') refuse('An issued invoice cannot be changed');
  record.profile = profileInput(profile);
  record.status = 'pending';
  record.rejectReason = '';
  record.dueAt = now() + settings.reviewAfter;
}

/** The issued invoice: a small picture of it, as a data: URL (there is no file host in the demo). */
function invoiceFile(db: DemoState, r: InvoiceRecord): string {
  const sns = r.orderIds.map((id) => db.orders.find((o) => o.id === id)?.sn ?? '').join(', ');
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return svgDataUrl(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 400" width="600" height="400"><rect width="600" height="400" fill="#fff" stroke="#b8860b" stroke-width="6"/><text x="30" y="60" font-family="sans-serif" font-size="32" fill="#b8860b">INVOICE No. INV${String(r.id)}</text><text x="30" y="120" font-family="sans-serif" font-size="20">${esc(r.profile.title)}</text><text x="30" y="160" font-family="sans-serif" font-size="16">Tax no.: ${esc(r.profile.tax_no || '-')}</text><text x="30" y="200" font-family="sans-serif" font-size="16">Orders: ${esc(sns)}</text><text x="30" y="260" font-family="sans-serif" font-size="28">Total: ${moneyText('en', r.amount)}</text><text x="30" y="360" font-family="sans-serif" font-size="14" fill="#888">ACC+ Jewelry Wholesale (demo)</text></svg>`);
}

export function toInvoice(db: DemoState, r: InvoiceRecord, locale: DemoLocale): Invoice {
  return {
    id: r.id,
    order_ids: r.orderIds,
    order_sns: r.orderIds.map((id) => db.orders.find((o) => o.id === id)?.sn ?? ''),
    amount: toMoney(r.amount),
    status: r.status,
    profile: r.profile,
    file_url: r.status === 'issued' ? invoiceFile(db, r) : '',
    reject_reason: say(r.rejectReason, locale),
    create_time: r.createTime,
    issue_time: r.issueTime,
  };
}

/** The shop issues invoices after the review delay; a title holding '#reject' is rejected. */
export function tickInvoices(db: DemoState): void {
  const t = now();
  for (const r of db.invoices) {
    if (r.status !== 'pending' || r.dueAt === null || t < r.dueAt) continue;
    if (r.profile.title.toLowerCase().includes('#reject')) {
      r.status = 'rejected';
      r.rejectReason = SERVER_TEXT.invoiceRejected;
    } else {
      r.status = 'issued';
      r.issueTime = r.dueAt;
    }
    r.dueAt = null;
  }
}
