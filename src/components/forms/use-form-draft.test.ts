import { describe, expect, it } from 'vitest';
import { readDraft } from './use-form-draft';

const PAGE = '/pages/business/user/address/addressInfo';
const save = (value: unknown) => sessionStorage.setItem('form-draft:address', typeof value === 'string' ? value : JSON.stringify(value));

describe('a form draft read back', () => {
  it('gives the named fields of this account’s draft of this page', () => {
    save({ account: 'ACC1', where: PAGE, values: { name: 'Marie', is_default: true, type: ['problem'], password: 'x' } });
    expect(readDraft('address', 'ACC1', PAGE, ['name', 'is_default', 'type'])).toEqual({ name: 'Marie', is_default: true, type: ['problem'] });
  });

  it('keeps the fields a form names by rule, when its fields come with its data', () => {
    save({ account: 'ACC1', where: PAGE, values: { 'rating-10001': 3, 'content-10001': 'Stiff', anonymous: true, other: 'x' } });
    const reviewField = (field: string) => /^(rating|content)-\d+$/.test(field) || field === 'anonymous';
    expect(readDraft('address', 'ACC1', PAGE, reviewField)).toEqual({ 'rating-10001': 3, 'content-10001': 'Stiff', anonymous: true });
  });

  it('gives nothing for another account, another page, no account, or no draft', () => {
    save({ account: 'ACC1', where: PAGE, values: { name: 'Marie' } });
    expect(readDraft('address', 'ACC2', PAGE, ['name'])).toBeNull();
    expect(readDraft('address', 'ACC1', `${PAGE}?id=7`, ['name'])).toBeNull();
    expect(readDraft('address', '', PAGE, ['name'])).toBeNull();
    expect(readDraft('feedback', 'ACC1', PAGE, ['name'])).toBeNull();
  });

  it('a signed-out form’s draft (the login page) is read only while signed out, and no account’s draft only by it', () => {
    save({ account: '', where: '/pages/login/login', values: { mobile: '138 0013 8000' } });
    expect(readDraft('address', '', '/pages/login/login', ['mobile'], true)).toEqual({ mobile: '138 0013 8000' });
    expect(readDraft('address', 'ACC1', '/pages/login/login', ['mobile'], true)).toBeNull();
    save({ account: 'ACC1', where: PAGE, values: { name: 'Marie' } });
    expect(readDraft('address', 'ACC1', PAGE, ['name'], true)).toBeNull();
  });

  it('drops a value of the wrong kind alone, and reads an unreadable draft as none', () => {
    save({ account: 'ACC1', where: PAGE, values: { name: { html: '<b>' }, city: 'Lyon', postcode: Number.NaN, tags: [1] } });
    expect(readDraft('address', 'ACC1', PAGE, ['name', 'city', 'postcode', 'tags'])).toEqual({ city: 'Lyon' });
    save('{"account":');
    expect(readDraft('address', 'ACC1', PAGE, ['name'])).toBeNull();
    save(['ACC1', PAGE]);
    expect(readDraft('address', 'ACC1', PAGE, ['name'])).toBeNull();
  });
});
