import type { Address, AddressInput } from '@/api/types';

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
