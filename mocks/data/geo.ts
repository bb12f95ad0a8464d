import type { AreaCode, Country } from '@/api/types';
import { l10n, type DemoLocale, type L10n } from '../lib/locale';

interface CountrySeed {
  id: number;
  code: string;
  area: string;
  name: L10n;
}

const c = (id: number, code: string, area: string, name: L10n): CountrySeed => ({ id, code, area, name });

export const COUNTRIES: readonly CountrySeed[] = [
  c(1, 'CN', '86', l10n('China', '中国', '中國', 'Chine', 'China')),
  c(2, 'HK', '852', l10n('Hong Kong', '中国香港', '中國香港', 'Hong Kong', 'Hong Kong')),
  c(3, 'TW', '886', l10n('Taiwan', '中国台湾', '中國台灣', 'Taïwan', 'Taiwán')),
  c(4, 'US', '1', l10n('United States', '美国', '美國', 'États-Unis', 'Estados Unidos')),
  c(5, 'CA', '1', l10n('Canada', '加拿大', '加拿大', 'Canada', 'Canadá')),
  c(6, 'MX', '52', l10n('Mexico', '墨西哥', '墨西哥', 'Mexique', 'México')),
  c(7, 'BR', '55', l10n('Brazil', '巴西', '巴西', 'Brésil', 'Brasil')),
  c(8, 'AR', '54', l10n('Argentina', '阿根廷', '阿根廷', 'Argentine', 'Argentina')),
  c(9, 'CO', '57', l10n('Colombia', '哥伦比亚', '哥倫比亞', 'Colombie', 'Colombia')),
  c(10, 'CL', '56', l10n('Chile', '智利', '智利', 'Chili', 'Chile')),
  c(11, 'GB', '44', l10n('United Kingdom', '英国', '英國', 'Royaume-Uni', 'Reino Unido')),
  c(12, 'FR', '33', l10n('France', '法国', '法國', 'France', 'Francia')),
  c(13, 'ES', '34', l10n('Spain', '西班牙', '西班牙', 'Espagne', 'España')),
  c(14, 'DE', '49', l10n('Germany', '德国', '德國', 'Allemagne', 'Alemania')),
  c(15, 'IT', '39', l10n('Italy', '意大利', '義大利', 'Italie', 'Italia')),
  c(16, 'BE', '32', l10n('Belgium', '比利时', '比利時', 'Belgique', 'Bélgica')),
  c(17, 'CH', '41', l10n('Switzerland', '瑞士', '瑞士', 'Suisse', 'Suiza')),
  c(18, 'NL', '31', l10n('Netherlands', '荷兰', '荷蘭', 'Pays-Bas', 'Países Bajos')),
  c(19, 'PT', '351', l10n('Portugal', '葡萄牙', '葡萄牙', 'Portugal', 'Portugal')),
  c(20, 'JP', '81', l10n('Japan', '日本', '日本', 'Japon', 'Japón')),
  c(21, 'KR', '82', l10n('South Korea', '韩国', '韓國', 'Corée du Sud', 'Corea del Sur')),
  c(22, 'SG', '65', l10n('Singapore', '新加坡', '新加坡', 'Singapour', 'Singapur')),
  c(23, 'MY', '60', l10n('Malaysia', '马来西亚', '馬來西亞', 'Malaisie', 'Malasia')),
  c(24, 'TH', '66', l10n('Thailand', '泰国', '泰國', 'Thaïlande', 'Tailandia')),
  c(25, 'AU', '61', l10n('Australia', '澳大利亚', '澳洲', 'Australie', 'Australia')),
  c(26, 'AE', '971', l10n('United Arab Emirates', '阿联酋', '阿聯酋', 'Émirats arabes unis', 'Emiratos Árabes Unidos')),
  c(27, 'MA', '212', l10n('Morocco', '摩洛哥', '摩洛哥', 'Maroc', 'Marruecos')),
  c(28, 'SN', '221', l10n('Senegal', '塞内加尔', '塞內加爾', 'Sénégal', 'Senegal')),
  c(29, 'CI', '225', l10n('Côte d’Ivoire', '科特迪瓦', '象牙海岸', 'Côte d’Ivoire', 'Costa de Marfil')),
  c(30, 'NG', '234', l10n('Nigeria', '尼日利亚', '奈及利亞', 'Nigeria', 'Nigeria')),
];

export function countryById(id: number): CountrySeed | undefined {
  return COUNTRIES.find((country) => country.id === id);
}

export function countryList(locale: DemoLocale): Country[] {
  return COUNTRIES.map((x) => ({ id: x.id, name: x.name[locale], code: x.code, area_code: x.area }));
}

/** One entry per dialling code (the US and Canada share +1). */
export function areaCodeList(locale: DemoLocale): AreaCode[] {
  const seen = new Set<string>();
  const list: AreaCode[] = [];
  for (const x of COUNTRIES) {
    if (seen.has(x.area)) continue;
    seen.add(x.area);
    list.push({ country: x.name[locale], code: x.area });
  }
  return list;
}

export function isAreaCode(code: string): boolean {
  return COUNTRIES.some((x) => x.area === code);
}
