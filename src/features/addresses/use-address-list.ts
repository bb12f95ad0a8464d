import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAddressListQuery, useAddressRenewMutation } from '@/api/account/endpoints';
import type { Address } from '@/api/types';
import { commonMessages } from '@/components/common-messages';
import { confirmDialog } from '@/components/dialogs';
import { links, withQueryParam } from '@/lib/links';
import { ROUTES } from '@/lib/routes';
import { safeRedirectTarget } from '@/lib/safe-redirect';
import { useAppDispatch } from '@/state/hooks';
import { toastRequested } from '@/state/ui-slice';
import { addressMessages } from './address-messages';
import { toAddressInput } from './address-utils';

/**
 * The address book: list, delete, make default, and — in select mode (?select=1&redirect=) —
 * hand the chosen address back to the page that asked, as `addressId=` on its own path.
 */
export function useAddressList() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const selecting = params.get('select') === '1';
  const redirect = params.get('redirect');
  const query = useAddressListQuery();
  const [renew, renewState] = useAddressRenewMutation();

  // Default first, then the newest (highest id): the order a shopper expects to choose from.
  const addresses = [...(query.data?.list ?? [])].sort(
    (a, b) => Number(b.is_default) - Number(a.is_default) || b.id - a.id,
  );

  const choose = (address: Address) => {
    if (!selecting) return;
    const target = safeRedirectTarget(redirect, ROUTES.user);
    void navigate(withQueryParam(target, 'addressId', String(address.id)), { replace: true });
  };

  const remove = async (address: Address) => {
    const confirmed = await confirmDialog({
      content: intl.formatMessage(addressMessages.deleteConfirm),
      confirmText: intl.formatMessage(commonMessages.delete),
      cancelText: intl.formatMessage(commonMessages.cancel),
    });
    if (!confirmed) return;
    const result = await renew({ id: address.id, delete: true });
    if (!('error' in result)) dispatch(toastRequested({ text: { message: addressMessages.deleted }, icon: 'success' }));
  };

  const makeDefault = async (address: Address) => {
    const result = await renew({ ...toAddressInput(address), id: address.id, is_default: true });
    if (!('error' in result)) dispatch(toastRequested({ text: { message: addressMessages.defaultSet }, icon: 'success' }));
  };

  return {
    addresses,
    isLoading: query.isLoading,
    isError: query.isError && !query.data,
    retry: () => void query.refetch(),
    selecting,
    busy: renewState.isLoading,
    choose,
    remove: (address: Address) => void remove(address),
    makeDefault: (address: Address) => void makeDefault(address),
    edit: (address: Address) => void navigate(links.addressInfo(address.id)),
    add: () => void navigate(links.addressInfo()),
  };
}
