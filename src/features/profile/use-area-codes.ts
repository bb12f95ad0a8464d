import { useState } from 'react';
import { useSimpleIpQuery } from '@/api/account/endpoints';
import { useAreaCodeListQuery } from '@/api/common/endpoints';
import type { AreaCode } from '@/api/types';

const NO_CODES: AreaCode[] = [];

/**
 * The dialling codes and the one in use: the shopper's choice, else the code of the country the
 * request comes from (simpleIp), else the first of the list.
 */
export function useAreaCodes() {
  const list = useAreaCodeListQuery();
  const ip = useSimpleIpQuery();
  const [chosen, setChosen] = useState<string | null>(null);
  const areaCodes = list.data?.list ?? NO_CODES;
  const fromIp = ip.data?.area_code;
  const located = fromIp && areaCodes.some((a) => a.code === fromIp) ? fromIp : undefined;
  const areaCode = chosen ?? located ?? areaCodes.at(0)?.code ?? '';
  return { areaCodes, areaCode, setAreaCode: setChosen };
}
