import type { AddressSnapshot } from '@/api/types';

type AddressParts = Pick<AddressSnapshot, 'address' | 'district' | 'city' | 'province' | 'country' | 'postcode'>;

/** Street first, country last: the order a courier reads an international label in. */
export function formatAddressLine(a: AddressParts): string {
  return [a.address, a.district, a.city, a.province, a.postcode, a.country].filter(Boolean).join(', ');
}

/** '+86 13800138000'. */
export function formatPhone(areaCode: string, mobile: string): string {
  return areaCode ? `+${areaCode} ${mobile}` : mobile;
}
