import type { Address, AddressInput, AddressSnapshot } from '@/api/types';
import { countryById } from '../data/geo';
import { refuse } from '../lib/errors';
import { bool, integer, text, type Body } from '../lib/input';
import type { DemoLocale } from '../lib/locale';
import type { AddressRecord, DemoState, UserRecord } from '../state/schema';
import { nextId } from '../state/schema';

export function readAddress(body: Body): AddressInput {
  const countryId = integer(body, 'country_id', { min: 1 });
  if (!countryById(countryId)) refuse(`Country ${String(countryId)} does not exist`);
  const mobile = text(body, 'mobile', { max: 20 });
  if (!/^\d{5,15}$/.test(mobile)) refuse('mobile must be 5 to 15 digits');
  const areaCode = text(body, 'area_code', { max: 4 }).replace(/^\+/, '');
  if (!/^\d{1,4}$/.test(areaCode)) refuse('area_code must be a dialling code such as 86');
  return {
    name: text(body, 'name', { max: 60 }),
    area_code: areaCode,
    mobile,
    country_id: countryId,
    province: text(body, 'province', { optional: true, max: 60 }),
    city: text(body, 'city', { max: 60 }),
    district: text(body, 'district', { optional: true, max: 60 }),
    address: text(body, 'address', { max: 200 }),
    postcode: text(body, 'postcode', { optional: true, max: 12 }),
    is_default: bool(body, 'is_default', false),
  };
}

export function snapshotOf(a: AddressRecord, locale: DemoLocale): AddressSnapshot {
  return {
    name: a.name,
    area_code: a.area_code,
    mobile: a.mobile,
    country_id: a.country_id,
    country: countryById(a.country_id)?.name[locale] ?? '',
    province: a.province,
    city: a.city,
    district: a.district,
    address: a.address,
    postcode: a.postcode,
  };
}

export function toAddress(a: AddressRecord, locale: DemoLocale): Address {
  return { ...snapshotOf(a, locale), id: a.id, is_default: a.is_default };
}

export function userAddresses(db: DemoState, user: UserRecord): AddressRecord[] {
  return db.addresses.filter((a) => a.userId === user.id).sort((a, b) => Number(b.is_default) - Number(a.is_default) || b.id - a.id);
}

export function ownAddress(db: DemoState, user: UserRecord, id: number): AddressRecord {
  const a = db.addresses.find((x) => x.id === id && x.userId === user.id);
  if (!a) refuse('Address not found');
  return a;
}

/** Create or update; the first address, or one marked default, becomes the only default. */
export function saveAddress(db: DemoState, user: UserRecord, input: AddressInput, id: number | null): number {
  const mine = db.addresses.filter((a) => a.userId === user.id);
  let record: AddressRecord;
  if (id !== null) {
    record = ownAddress(db, user, id);
    Object.assign(record, input);
  } else {
    if (mine.length >= 20) refuse('You can keep at most 20 addresses');
    record = { ...input, id: nextId(db), userId: user.id };
    db.addresses.push(record);
  }
  if (mine.length === 0 || (id === null && mine.length === 0)) record.is_default = true;
  if (record.is_default) for (const a of mine) if (a !== record) a.is_default = false;
  if (!db.addresses.some((a) => a.userId === user.id && a.is_default)) record.is_default = true;
  return record.id;
}

export function deleteAddress(db: DemoState, user: UserRecord, id: number): number {
  const record = ownAddress(db, user, id);
  db.addresses = db.addresses.filter((a) => a !== record);
  if (record.is_default) {
    const next = userAddresses(db, user).at(0);
    if (next) next.is_default = true;
  }
  return id;
}
