import 'fake-indexeddb/auto';
import { createStore, del, keys, set } from 'idb-keyval';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  forgetPictureDraft,
  PICTURE_DRAFT_TTL_MS,
  PICTURE_DRAFTS_DB,
  PICTURE_DRAFTS_FLAG,
  readPictureDraft,
  sweepPictureDrafts,
  writePictureDraft,
} from './picture-drafts';

const RECEIPT = 'data:image/jpeg;base64,AAAA';
const PAGE = '/pages/business/pay/pay?orderId=7';
const db = createStore(PICTURE_DRAFTS_DB.name, PICTURE_DRAFTS_DB.store);

beforeEach(async () => {
  for (const key of await keys(db)) await del(key, db);
  localStorage.clear();
  sessionStorage.clear();
});

describe('picture drafts', () => {
  it('gives back pictures picked (data: URLs) and those a request being edited came with (its URLs)', async () => {
    const urls = [RECEIPT, 'https://cdn.example.com/after-sales/1.jpg', '/uploads/2.jpg'];
    await writePictureDraft('refund', { account: 'U1', where: PAGE, urls });
    expect(await readPictureDraft('refund', 'U1', PAGE)).toEqual(urls);
  });

  it("gives back this account's pictures of this page, and nobody else's", async () => {
    await writePictureDraft('voucher', { account: 'U1', where: PAGE, urls: [RECEIPT] });
    expect(await readPictureDraft('voucher', 'U1', PAGE)).toEqual([RECEIPT]);
    expect(await readPictureDraft('voucher', 'U2', PAGE)).toBeNull();
    expect(await readPictureDraft('voucher', 'U1', '/pages/business/pay/pay?orderId=8')).toBeNull();
    expect(await readPictureDraft('voucher', '', PAGE)).toBeNull();
    expect(await readPictureDraft('refund', 'U1', PAGE)).toBeNull();
    await forgetPictureDraft('voucher');
    expect(await readPictureDraft('voucher', 'U1', PAGE)).toBeNull();
  });

  it("keeps one tab's pictures from another tab (each has its own id in its sessionStorage)", async () => {
    await writePictureDraft('voucher', { account: 'U1', where: PAGE, urls: [RECEIPT] });
    sessionStorage.clear(); // another tab
    expect(await readPictureDraft('voucher', 'U1', PAGE)).toBeNull();
  });

  it('ignores a stored value that is not a draft of pictures', async () => {
    await writePictureDraft('voucher', { account: 'U1', where: PAGE, urls: [RECEIPT] });
    const key = (await keys(db)).at(0);
    if (key === undefined) throw new Error('nothing was written');
    await set(key, { account: 'U1', where: PAGE, urls: ['javascript:alert(1)'], savedAt: Date.now() }, db);
    expect(await readPictureDraft('voucher', 'U1', PAGE)).toBeNull();
    await set(key, { account: 'U1', where: PAGE, urls: ['//evil.example/x.png'], savedAt: Date.now() }, db);
    expect(await readPictureDraft('voucher', 'U1', PAGE)).toBeNull();
    await set(key, 'garbage', db);
    expect(await readPictureDraft('voucher', 'U1', PAGE)).toBeNull();
  });

  it('sweeps what nobody wrote to for a day, then the flag once nothing is left', async () => {
    const start = Date.now();
    await writePictureDraft('voucher', { account: 'U1', where: PAGE, urls: [RECEIPT] }, start);
    sessionStorage.clear();
    await writePictureDraft('refund', { account: 'U1', where: '/r', urls: [RECEIPT] }, start + PICTURE_DRAFT_TTL_MS / 2);
    expect(localStorage.getItem(PICTURE_DRAFTS_FLAG)).toBe('1');

    await sweepPictureDrafts(start + PICTURE_DRAFT_TTL_MS + 1);
    expect(await keys(db)).toHaveLength(1);
    expect(await readPictureDraft('refund', 'U1', '/r')).toEqual([RECEIPT]);
    expect(localStorage.getItem(PICTURE_DRAFTS_FLAG)).toBe('1');

    await sweepPictureDrafts(start + 2 * PICTURE_DRAFT_TTL_MS);
    expect(await keys(db)).toHaveLength(0);
    expect(localStorage.getItem(PICTURE_DRAFTS_FLAG)).toBeNull();
  });

  it('opens nothing to sweep on a device that never kept a picture', async () => {
    await set('stray', { account: 'U1', where: PAGE, urls: [RECEIPT], savedAt: 0 }, db);
    await sweepPictureDrafts();
    expect(await keys(db)).toEqual(['stray']);
  });
});
