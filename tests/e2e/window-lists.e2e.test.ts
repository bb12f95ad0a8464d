import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { links } from '@/lib/links';
import { ROUTES } from '@/lib/routes';
import { openContext, PHONE, screenshot, sharedBrowser, waitForApp, waitToSee } from './harness';
import { logIn } from './shop-steps';

/**
 * The long lists built on WindowList (balance ledger, top-up and withdrawal records, orders) in
 * the production build on the demo backend, at 375×812. The demo account's own history is a
 * single page of each, so the test first writes more of it through the shop's own calls from
 * the page (top-up requests, withdrawals, unpaid buy-now orders: what a busy shop would have),
 * then scrolls each list to its end one step a frame, loading every page, and prints one line
 * of JSON per list: layout shift, list DOM nodes, long frames. Frame times are printed, not
 * asserted: on a shared 2-core machine they measure the machine too.
 */
const NODE_CAP = 300;
const CLS_CAP = 0.1;
const LONG_FRAME_MS = 50;
/** A quick thumb: 160 px a frame (9 600 px/s at 60 Hz). */
const STEP_PX = 160;
const MAX_SCROLL_MS = 60_000;
/** A phone network's answer time for a page of a list. */
const SLOW_MS = 500;
const TOP_UPS = 45;
const WITHDRAWALS = 45;
const ORDERS = 24;

interface Seeded {
  ledger: number;
  recharges: number;
  withdrawals: number;
  orders: number;
  messages: number;
}

/** Writes the shop's history through its own calls (the demo backend's service worker answers). */
async function seedHistory(page: Page, counts: { topUps: number; withdrawals: number; orders: number }): Promise<Seeded> {
  return page.evaluate(async ({ topUps, withdrawals, orders }) => {
    const token = localStorage.getItem('ba-user-token') ?? '';
    const headers: Record<string, string> = { 'content-type': 'application/json', 'client-type': 'H5', server: '1', lang: 'en', 'ba-user-token': token };
    const call = async <T,>(path: string, body: object): Promise<T> => {
      const response = await fetch(path, { method: 'POST', headers, body: JSON.stringify(body), credentials: 'include' });
      const envelope = (await response.json()) as { code: number; msg: string; data: T };
      if (envelope.code !== 1) throw new Error(`${path}: ${envelope.msg}`);
      return envelope.data;
    };
    for (let i = 0; i < topUps; i += 1) await call('/api/account/balanceOrder', { amount: `${String(10 + i)}.00` });
    const bank = { bank_name: 'Crédit Lyonnais', account_name: 'Lina Chen', account_no: 'FR7630002005500000157845Z02', branch: 'Lyon', swift: 'CRLYFRPP' };
    for (let i = 0; i < withdrawals; i += 1) await call('/api/account/balanceWithdrawal', { amount: '50.00', bank });
    const goods = await call<{ list: { id: number }[] }>('/api/commodity/commodityList', { page: 1, limit: 40 });
    const addresses = await call<{ list: { id: number }[] }>('/api/account/addressList', {});
    let placed = 0;
    for (const card of goods.list) {
      if (placed >= orders) break;
      const detail = await call<{ min_order_qty: number; specs: { id: number; stock: number }[] }>('/api/commodity/commodityDetails', { id: card.id });
      const spec = detail.specs.find((s) => s.stock >= detail.min_order_qty * 2);
      if (!spec) continue;
      await call('/api/order/place', {
        source: 'buy_now',
        commodity_id: card.id,
        items: [{ specs_id: spec.id, quantity: detail.min_order_qty }],
        address_id: addresses.list[0]?.id,
        coupon_id: null,
        agent_id: null,
        remark: '',
        request_key: `e2e-lists-${String(card.id)}-${String(Date.now())}`,
      });
      placed += 1;
    }
    const total = async (path: string, body: object) => (await call<{ total: number }>(path, { ...body, page: 1, limit: 1 })).total;
    return {
      ledger: await total('/api/account/balanceOrderList', {}),
      recharges: await total('/api/account/balanceOrderList', { kind: 'recharge' }),
      withdrawals: await total('/api/account/balanceWithdrawalList', {}),
      orders: await total('/api/order/list', { status: 'all' }),
      messages: await total('/api/common/systemNotification', {}),
    };
  }, counts);
}

interface Scrolled {
  frames: number[];
  maxListNodes: number;
  loaded: number;
  reachedLast: boolean;
  endShown: boolean;
  seconds: number;
}

/** Runs in the page: scroll one step a frame until the list's last row is on screen. */
async function scrollToTheEnd(args: { label: string; stepPx: number; maxMs: number; total: number }): Promise<Scrolled> {
  const list = document.querySelector(`[role="list"][aria-label="${args.label}"]`);
  if (!list) throw new Error(`no list '${args.label}'`);
  const listNodes = list.getElementsByTagName('*');
  const loaded = () => Number(list.getAttribute('data-loaded') ?? 0);
  const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
  const lastRowOnScreen = () => {
    const lastRow = list.querySelector(`[role="listitem"][aria-posinset="${String(args.total)}"]`);
    return lastRow !== null && lastRow.getBoundingClientRect().top < window.innerHeight;
  };
  const endShown = () => /No more/.test(document.body.textContent);
  const frames: number[] = [];
  let maxListNodes = 0;
  const started = performance.now();
  let last = await frame();
  let framesAtEnd = 0;
  // A shopper keeps scrolling until they see the end. Being at the bottom of the page is not
  // enough: the last page's rows are drawn at their estimated height and measured a frame or two
  // later (on a slow machine, later still), which moves the end again: the end must hold for three frames.
  while (performance.now() - started < args.maxMs) {
    window.scrollBy(0, args.stepPx);
    const now = await frame();
    frames.push(now - last);
    last = now;
    maxListNodes = Math.max(maxListNodes, listNodes.length);
    const atBottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    const atEnd = atBottom && loaded() >= args.total && list.getAttribute('aria-busy') !== 'true' && lastRowOnScreen() && endShown();
    framesAtEnd = atEnd ? framesAtEnd + 1 : 0;
    if (framesAtEnd >= 3) break;
  }
  await frame();
  await frame();
  maxListNodes = Math.max(maxListNodes, listNodes.length);
  return {
    frames,
    maxListNodes,
    loaded: loaded(),
    reachedLast: lastRowOnScreen(),
    endShown: endShown(),
    seconds: (performance.now() - started) / 1000,
  };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const round = (n: number) => Math.round(n * 10) / 10;
const shiftsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: { total: number; count: number; largest: number; moved: string[] } }).__shifts);

const browser = sharedBrowser();

describe('the long lists on a phone', () => {
  it('scroll to their end with at most 300 list nodes and no layout shift', async () => {
    const { context, page, errors } = await openContext(browser(), PHONE);
    // Layout shifts from the very first paint of each page, summed (after a tap or key excluded, as CLS does).
    await context.addInitScript(() => {
      const shifts = { total: 0, count: 0, largest: 0, moved: [] as string[] };
      Object.assign(window, { __shifts: shifts });
      type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] };
      new PerformanceObserver((entries) => {
        for (const entry of entries.getEntries() as Shift[]) {
          if (entry.hadRecentInput) continue;
          shifts.total += entry.value;
          shifts.count += 1;
          shifts.largest = Math.max(shifts.largest, entry.value);
          // What moved, so a shift can be traced to its element.
          for (const { node } of entry.sources) {
            const element = node instanceof Element ? node : node?.parentElement;
            const name = element ? `${element.tagName.toLowerCase()}.${(element.getAttribute('class') ?? '').split(' ')[0] ?? ''}` : '?';
            if (!shifts.moved.includes(name)) shifts.moved.push(name);
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
      // The test's functions are compiled with name helpers the page does not have.
      Object.assign(window, { __name: (fn: unknown) => fn });
    });
    await logIn(page, ROUTES.balance);
    const seeded = await seedHistory(page, { topUps: TOP_UPS, withdrawals: WITHDRAWALS, orders: ORDERS });

    const lists = [
      { name: 'balance-ledger', path: ROUTES.balance, label: 'Balance activity', total: seeded.ledger, pageSize: 20 },
      { name: 'top-up-records', path: ROUTES.rechargeRecord, label: 'Top-up history', total: seeded.recharges, pageSize: 20 },
      { name: 'withdrawal-records', path: ROUTES.withdrawalRecord, label: 'Withdrawal history', total: seeded.withdrawals, pageSize: 20 },
      { name: 'orders', path: links.orderList(), label: 'Orders', total: seeded.orders, pageSize: 10 },
      // The demo's notices are not written by the shop's calls above: 19 of them, two pages.
      { name: 'messages', path: ROUTES.msg, label: 'Messages', total: seeded.messages, pageSize: 15, minPages: 2 },
    ];
    // As the demo answers (at once), then as a phone network would (each page half a second away):
    // with the delay the load-more foot is on screen while a page is on its way.
    const networks = [
      { name: 'instant', fault: '' },
      { name: 'slow-500ms', fault: `slow=${String(SLOW_MS)}:/api/account/balance*,slow=${String(SLOW_MS)}:/api/order/list,slow=${String(SLOW_MS)}:/api/common/systemNotification` },
    ];
    const failures: string[] = [];
    for (const [network, list] of networks.flatMap((n) => lists.map((l) => [n, l] as const))) {
      const glue = list.path.includes('?') ? '&' : '?';
      await page.goto(`${list.path}${glue}demoFault=${encodeURIComponent(network.fault)}`);
      await waitForApp(page);
      await waitToSee(page, page.getByRole('list', { name: list.label }).getByRole('listitem').first(), `window-list-${list.name}-${network.name}`);
      await page.waitForTimeout(600);
      const before = await shiftsOf(page);
      const scrolled = await page.evaluate(scrollToTheEnd, { label: list.label, stepPx: STEP_PX, maxMs: MAX_SCROLL_MS, total: list.total });
      await page.waitForTimeout(400);
      await screenshot(page, `window-list-${list.name}-${network.name}-end`);
      const shifts = await shiftsOf(page);
      const f = scrolled.frames;
      const figures = {
        list: list.name,
        network: network.name,
        rows: scrolled.loaded,
        pages: Math.ceil(scrolled.loaded / list.pageSize),
        scrollSeconds: round(scrolled.seconds),
        frames: f.length,
        frameMs: { p50: round(percentile(f, 50)), p95: round(percentile(f, 95)), max: round(Math.max(...f)) },
        framesOver50ms: f.filter((ms) => ms > LONG_FRAME_MS).length,
        maxListNodes: scrolled.maxListNodes,
        cls: Math.round(shifts.total * 10_000) / 10_000,
        clsBeforeScrolling: Math.round(before.total * 10_000) / 10_000,
        layoutShifts: shifts.count,
        largestShift: Math.round(shifts.largest * 10_000) / 10_000,
        moved: shifts.moved.slice(0, 6),
        reachedLast: scrolled.reachedLast,
      };
      console.log(`window-list ${JSON.stringify(figures)}`);
      // Every list, then the verdict: one bad list does not hide the figures of the others.
      const where = `${list.name} (${network.name})`;
      if (scrolled.loaded !== list.total) failures.push(`${where}: loaded ${String(scrolled.loaded)} of ${String(list.total)}`);
      const minPages = ('minPages' in list ? list.minPages : undefined) ?? 3;
      if (Math.ceil(list.total / list.pageSize) < minPages) failures.push(`${where}: only ${String(list.total)} rows, under ${String(minPages)} pages`);
      if (!scrolled.reachedLast || !scrolled.endShown) failures.push(`${where}: end not reached`);
      if (scrolled.maxListNodes > NODE_CAP) failures.push(`${where}: ${String(scrolled.maxListNodes)} list nodes`);
      if (shifts.total >= CLS_CAP) failures.push(`${where}: CLS ${String(figures.cls)}`);
    }
    expect(failures).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
