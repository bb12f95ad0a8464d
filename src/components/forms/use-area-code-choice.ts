import { useState } from 'react';

/**
 * The dialling code in use: the shopper's choice, else the code of the country the request comes
 * from (when the list has it), else the first of the list. The caller passes what the
 * areaCodeList and simpleIp queries hold, so this stays below the API layer.
 */
export function useAreaCodeChoice<C extends { code: string }>(list: C[] | undefined, located: string | undefined, chosenBefore?: string) {
  // A choice given back (a form's draft after a reload) counts as the shopper's own.
  const [chosen, setChosen] = useState<string | null>(chosenBefore || null);
  const areaCodes = list ?? none<C>();
  const fromIp = located && areaCodes.some((a) => a.code === located) ? located : undefined;
  return { areaCodes, areaCode: chosen ?? fromIp ?? areaCodes.at(0)?.code ?? '', setAreaCode: setChosen };
}

// One empty list while loading, not a new one each render (it feeds memoised pickers).
const NONE: never[] = [];
function none<C>(): C[] {
  return NONE;
}
