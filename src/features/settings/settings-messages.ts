import { defineMessages, type NoMessageValues, type MessageValue } from 'react-intl';

/** Texts of the settings page. */
export const settingsMessages = defineMessages<{
  readonly language: NoMessageValues;
  readonly languageChanged: NoMessageValues;
  readonly account: NoMessageValues;
  readonly profile: NoMessageValues;
  readonly security: NoMessageValues;
  readonly general: NoMessageValues;
  readonly clearCache: NoMessageValues;
  readonly clearCacheHint: NoMessageValues;
  readonly cacheCleared: NoMessageValues;
  readonly permissions: NoMessageValues;
  readonly about: NoMessageValues;
  readonly userAgreement: NoMessageValues;
  readonly privacyPolicy: NoMessageValues;
  readonly aboutUs: NoMessageValues;
  readonly returnPolicy: NoMessageValues;
  readonly version: { readonly commit: MessageValue; readonly version: MessageValue };
  readonly logout: NoMessageValues;
  readonly logoutConfirm: NoMessageValues;
  readonly loggedOut: NoMessageValues;
}>({
  language: { id: 'settings.language', defaultMessage: 'Language' },
  languageChanged: { id: 'settings.language_changed', defaultMessage: 'Language changed' },
  account: { id: 'settings.account', defaultMessage: 'Account' },
  profile: { id: 'settings.profile', defaultMessage: 'My profile' },
  security: { id: 'settings.security', defaultMessage: 'Account and security' },
  general: { id: 'settings.general', defaultMessage: 'General' },
  clearCache: { id: 'settings.clear_cache', defaultMessage: 'Clear cache' },
  clearCacheHint: { id: 'settings.clear_cache_hint', defaultMessage: 'Reloads prices, stock and lists from the shop' },
  cacheCleared: { id: 'settings.cache_cleared', defaultMessage: 'Cache cleared' },
  permissions: { id: 'settings.permissions', defaultMessage: 'Access permissions' },
  about: { id: 'settings.about', defaultMessage: 'About' },
  userAgreement: { id: 'settings.user_agreement', defaultMessage: 'User Agreement' },
  privacyPolicy: { id: 'settings.privacy_policy', defaultMessage: 'Privacy Policy' },
  aboutUs: { id: 'settings.about_us', defaultMessage: 'About us' },
  returnPolicy: { id: 'settings.return_policy', defaultMessage: 'Return policy' },
  /** The build a report should name: release and commit (src/lib/build-info.ts). */
  version: { id: 'settings.version', defaultMessage: 'Version {version} ({commit})' },
  logout: { id: 'settings.logout', defaultMessage: 'Log out' },
  logoutConfirm: { id: 'settings.logout_confirm', defaultMessage: 'Log out of this account on this device?' },
  loggedOut: { id: 'settings.logged_out', defaultMessage: 'You have logged out' },
});
