import { bool, has, id, optionalInteger } from '../lib/input';
import { reply, route } from '../lib/route';
import { deleteAddress, readAddress, saveAddress, toAddress, userAddresses } from '../rules/addresses';
import { ownProfile, profileInput, readProfile, saveProfile } from '../rules/invoices';

/** Addresses and invoicing profiles: create (no id), update (id) or delete (`delete: true`). */
export const addressHandlers = [
  route('/api/account/addressList', 'user', (ctx) => ({ list: userAddresses(ctx.db, ctx.user).map((a) => toAddress(a, ctx.locale)) })),
  route('/api/account/addressRenew', 'user', (ctx) => {
    if (has(ctx.body, 'delete') && bool(ctx.body, 'delete')) return reply({ id: deleteAddress(ctx.db, ctx.user, id(ctx.body)) }, 'Address deleted');
    const addressId = optionalInteger(ctx.body, 'id', { min: 1 });
    return reply({ id: saveAddress(ctx.db, ctx.user, readAddress(ctx.body), addressId) }, 'Address saved');
  }),
  route('/api/account/getUserInvoicing', 'user', (ctx) => ({
    list: ctx.db.profiles
      .filter((p) => p.userId === ctx.user.id)
      .sort((a, b) => Number(b.is_default) - Number(a.is_default) || b.id - a.id)
      .map((p) => ({ ...profileInput(p), id: p.id })),
  })),
  route('/api/account/userInvoicing', 'user', (ctx) => {
    if (has(ctx.body, 'delete') && bool(ctx.body, 'delete')) {
      const profile = ownProfile(ctx.db, ctx.user, id(ctx.body));
      ctx.db.profiles = ctx.db.profiles.filter((p) => p !== profile);
      const next = ctx.db.profiles.find((p) => p.userId === ctx.user.id);
      if (profile.is_default && next) next.is_default = true;
      return reply({ id: profile.id }, 'Invoicing profile deleted');
    }
    const profileId = optionalInteger(ctx.body, 'id', { min: 1 });
    return reply({ id: saveProfile(ctx.db, ctx.user, readProfile(ctx.body), profileId) }, 'Invoicing profile saved');
  }),
];
