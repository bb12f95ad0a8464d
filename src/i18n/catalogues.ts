import type { Locale as AntdLocale } from 'antd-mobile/es/locales/base';
import type { Locale } from '@/lib/constants';

export type Messages = Record<string, string>;

/**
 * Catalogues are loaded per language as their own chunks, so the entry carries none of them.
 * antd-mobile's own texts (picker buttons, empty states) follow the interface language too.
 */
const catalogueLoaders = import.meta.glob<Messages>('../../locales/*.json', { import: 'default' });

const antdLoaders: Record<Locale, () => Promise<AntdLocale>> = {
  'zh-CN': () => import('antd-mobile/es/locales/zh-CN').then((m) => m.default),
  'zh-TW': () => import('antd-mobile/es/locales/zh-TW').then((m) => m.default),
  en: () => import('antd-mobile/es/locales/en-US').then((m) => m.default),
  fr: () => import('antd-mobile/es/locales/fr-FR').then((m) => m.default),
  es: () => import('antd-mobile/es/locales/es-ES').then((m) => m.default),
};

export async function loadCatalogue(locale: Locale): Promise<Messages> {
  const key = `../../locales/${locale}.json`;
  return Object.hasOwn(catalogueLoaders, key) ? catalogueLoaders[key]() : {};
}

export function loadAntdLocale(locale: Locale): Promise<AntdLocale> {
  return antdLoaders[locale]();
}

/**
 * The server's language pack is merged over the local catalogue (issue 2), but only for ids we
 * know and only with string values: a pack cannot inject new ids or break a message's shape.
 */
export function mergeLanguagePack(local: Messages, pack: Record<string, unknown>): Messages {
  const merged: Messages = { ...local };
  for (const [id, text] of Object.entries(pack)) {
    if (typeof text === 'string' && text !== '' && id in local) merged[id] = text;
  }
  return merged;
}
