import type { FormInstance } from 'antd-mobile/es/components/form';
import { useCallback, useState } from 'react';
import { useAreaCodeChoice } from '@/components/forms/use-area-code-choice';
import { useFormDraft } from '@/components/forms/use-form-draft';
import type { AreaCodeOption } from '@/components/phone-input';

type WithAreaCode<V> = V & { areaCode?: string };

/**
 * A login-page form's draft (signed out, see useFormDraft): the fields named, and the country code
 * chosen beside the number, which is not a field of the form. Never the password or the code.
 */
export function useLoginFormDraft<V extends object>(
  name: string,
  fields: readonly (keyof V & string)[],
  form: FormInstance,
  areaCodes: { list: AreaCodeOption[] | undefined; located: string | undefined },
  defaults: Partial<V> = {},
) {
  const draft = useFormDraft<WithAreaCode<V>>(name, [...fields, 'areaCode'], { signedOut: true });
  const [kept] = useState(() => draft.initial<Partial<WithAreaCode<V>>>(defaults));
  const choice = useAreaCodeChoice(areaCodes.list, areaCodes.located, kept.areaCode);
  // The form's own fields only: the country code is the picker's.
  const [initialValues] = useState(() => {
    const values: Partial<WithAreaCode<V>> = { ...kept };
    delete values.areaCode;
    return values;
  });
  const { keep } = draft;
  const current = choice.areaCode;
  const keepValues = useCallback(
    (changed: unknown, all: V) => keep(changed, { ...all, areaCode: current || undefined }),
    [keep, current],
  );
  const chooseAreaCode = choice.setAreaCode;
  const setAreaCode = useCallback(
    (code: string) => {
      chooseAreaCode(code);
      keep(null, { ...(form.getFieldsValue(true) as V), areaCode: code });
    },
    [chooseAreaCode, form, keep],
  );
  return { initialValues, keep: keepValues, areaCodes: choice.areaCodes, areaCode: current, setAreaCode };
}
