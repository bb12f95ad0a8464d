import type { Address, AddressInput } from '@/api/types';

/** Adds or replaces one query parameter on an own path, keeping the rest of it. */
export function withQueryParam(path: string, key: string, value: string): string {
  const url = new URL(path, 'http://own.invalid');
  url.searchParams.set(key, value);
  return url.pathname + url.search + url.hash;
}

/** The writable part of an address, as addressRenew takes it. */
export function toAddressInput(address: Address): AddressInput {
  return {
    name: address.name,
    area_code: address.area_code,
    mobile: address.mobile,
    country_id: address.country_id,
    province: address.province,
    city: address.city,
    district: address.district,
    address: address.address,
    postcode: address.postcode,
    is_default: address.is_default,
  };
}

/** One line for the card: street, district, city, state, postcode, country. */
export function addressLine(address: Address): string {
  return [address.address, address.district, address.city, address.province, address.postcode, address.country]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}
