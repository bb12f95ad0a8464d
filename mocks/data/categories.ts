import { l10n, type L10n } from '../lib/locale';

/** How a category's goods are sized: the second axis of every spec (the first is the plating colour). */
export type SizeKind = 'ring' | 'earring' | 'necklace' | 'bracelet' | 'anklet' | 'one' | 'hair' | 'pack';

export interface SubCategory {
  id: number;
  name: L10n;
  /** The singular noun that ends a goods name in this sub-category. */
  item: L10n;
}

export interface Category {
  id: number;
  name: L10n;
  shape: 'ring' | 'earring' | 'necklace' | 'bracelet' | 'anklet' | 'brooch' | 'hair' | 'set' | 'box';
  size: SizeKind;
  /** Packaging comes in box colours rather than platings. */
  colours: 'plating' | 'box';
  subs: SubCategory[];
}

const sub = (id: number, name: L10n, item: L10n): SubCategory => ({ id, name, item });

export const CATEGORIES: readonly Category[] = [
  {
    id: 1, name: l10n('Rings', '戒指', '戒指', 'Bagues', 'Anillos'), shape: 'ring', size: 'ring', colours: 'plating',
    subs: [
      sub(101, l10n('Statement rings', '夸张戒指', '誇張戒指', 'Bagues cocktail', 'Anillos llamativos'), l10n('Statement Ring', '夸张戒指', '誇張戒指', 'Bague cocktail', 'Anillo llamativo')),
      sub(102, l10n('Stackable rings', '叠戴戒指', '疊戴戒指', 'Bagues empilables', 'Anillos apilables'), l10n('Stacking Ring', '叠戴戒指', '疊戴戒指', 'Bague empilable', 'Anillo apilable')),
      sub(103, l10n('Adjustable rings', '开口戒指', '開口戒指', 'Bagues ajustables', 'Anillos ajustables'), l10n('Adjustable Ring', '开口戒指', '開口戒指', 'Bague ajustable', 'Anillo ajustable')),
      sub(104, l10n('Signet rings', '印章戒指', '印章戒指', 'Chevalières', 'Anillos de sello'), l10n('Signet Ring', '印章戒指', '印章戒指', 'Chevalière', 'Anillo de sello')),
    ],
  },
  {
    id: 2, name: l10n('Earrings', '耳饰', '耳飾', 'Boucles d’oreilles', 'Pendientes'), shape: 'earring', size: 'earring', colours: 'plating',
    subs: [
      sub(201, l10n('Stud earrings', '耳钉', '耳釘', 'Puces d’oreilles', 'Pendientes de botón'), l10n('Stud Earrings', '耳钉', '耳釘', 'Puces d’oreilles', 'Pendientes de botón')),
      sub(202, l10n('Hoop earrings', '耳圈', '耳圈', 'Créoles', 'Aros'), l10n('Hoop Earrings', '耳圈', '耳圈', 'Créoles', 'Aros')),
      sub(203, l10n('Drop earrings', '耳坠', '耳墜', 'Pendants d’oreilles', 'Pendientes colgantes'), l10n('Drop Earrings', '耳坠', '耳墜', 'Pendants d’oreilles', 'Pendientes colgantes')),
      sub(204, l10n('Ear cuffs', '耳骨夹', '耳骨夾', 'Bagues d’oreille', 'Ear cuffs'), l10n('Ear Cuff', '耳骨夹', '耳骨夾', 'Bague d’oreille', 'Ear cuff')),
    ],
  },
  {
    id: 3, name: l10n('Necklaces', '项链', '項鍊', 'Colliers', 'Collares'), shape: 'necklace', size: 'necklace', colours: 'plating',
    subs: [
      sub(301, l10n('Pendant necklaces', '吊坠项链', '吊墜項鍊', 'Colliers pendentifs', 'Collares con colgante'), l10n('Pendant Necklace', '吊坠项链', '吊墜項鍊', 'Collier pendentif', 'Collar con colgante')),
      sub(302, l10n('Chokers', '颈链', '頸鍊', 'Ras-de-cou', 'Gargantillas'), l10n('Choker', '颈链', '頸鍊', 'Ras-de-cou', 'Gargantilla')),
      sub(303, l10n('Chains', '素链', '素鍊', 'Chaînes', 'Cadenas'), l10n('Chain Necklace', '素链', '素鍊', 'Chaîne', 'Cadena')),
      sub(304, l10n('Layered necklaces', '多层项链', '多層項鍊', 'Colliers multirangs', 'Collares de capas'), l10n('Layered Necklace', '多层项链', '多層項鍊', 'Collier multirang', 'Collar de capas')),
    ],
  },
  {
    id: 4, name: l10n('Bracelets', '手链手镯', '手鍊手鐲', 'Bracelets', 'Pulseras'), shape: 'bracelet', size: 'bracelet', colours: 'plating',
    subs: [
      sub(401, l10n('Bangles', '手镯', '手鐲', 'Joncs', 'Brazaletes'), l10n('Bangle', '手镯', '手鐲', 'Jonc', 'Brazalete')),
      sub(402, l10n('Chain bracelets', '手链', '手鍊', 'Bracelets chaîne', 'Pulseras de cadena'), l10n('Chain Bracelet', '手链', '手鍊', 'Bracelet chaîne', 'Pulsera de cadena')),
      sub(403, l10n('Beaded bracelets', '串珠手链', '串珠手鍊', 'Bracelets perlés', 'Pulseras de cuentas'), l10n('Beaded Bracelet', '串珠手链', '串珠手鍊', 'Bracelet perlé', 'Pulsera de cuentas')),
      sub(404, l10n('Cuffs', '开口手镯', '開口手鐲', 'Manchettes', 'Brazaletes abiertos'), l10n('Cuff Bracelet', '开口手镯', '開口手鐲', 'Manchette', 'Brazalete abierto')),
    ],
  },
  {
    id: 5, name: l10n('Anklets', '脚链', '腳鍊', 'Chaînes de cheville', 'Tobilleras'), shape: 'anklet', size: 'anklet', colours: 'plating',
    subs: [
      sub(501, l10n('Chain anklets', '细链脚链', '細鏈腳鍊', 'Chaînes de cheville fines', 'Tobilleras de cadena'), l10n('Chain Anklet', '细链脚链', '細鏈腳鍊', 'Chaîne de cheville fine', 'Tobillera de cadena')),
      sub(502, l10n('Beaded anklets', '串珠脚链', '串珠腳鍊', 'Chaînes de cheville perlées', 'Tobilleras de cuentas'), l10n('Beaded Anklet', '串珠脚链', '串珠腳鍊', 'Chaîne de cheville perlée', 'Tobillera de cuentas')),
      sub(503, l10n('Charm anklets', '坠饰脚链', '墜飾腳鍊', 'Chaînes de cheville à breloques', 'Tobilleras con dijes'), l10n('Charm Anklet', '坠饰脚链', '墜飾腳鍊', 'Chaîne de cheville à breloques', 'Tobillera con dijes')),
    ],
  },
  {
    id: 6, name: l10n('Brooches', '胸针', '胸針', 'Broches', 'Broches'), shape: 'brooch', size: 'one', colours: 'plating',
    subs: [
      sub(601, l10n('Lapel pins', '领针', '領針', 'Épinglettes', 'Pines de solapa'), l10n('Lapel Pin', '领针', '領針', 'Épinglette', 'Pin de solapa')),
      sub(602, l10n('Brooches', '胸针', '胸針', 'Broches', 'Broches'), l10n('Brooch', '胸针', '胸針', 'Broche', 'Broche')),
      sub(603, l10n('Collar clips', '领夹', '領夾', 'Pinces de col', 'Clips de cuello'), l10n('Collar Clip', '领夹', '領夾', 'Pince de col', 'Clip de cuello')),
    ],
  },
  {
    id: 7, name: l10n('Hair accessories', '发饰', '髮飾', 'Accessoires cheveux', 'Accesorios para el cabello'), shape: 'hair', size: 'hair', colours: 'plating',
    subs: [
      sub(701, l10n('Hair clips', '发夹', '髮夾', 'Barrettes', 'Pinzas para el pelo'), l10n('Hair Clip', '发夹', '髮夾', 'Barrette', 'Pinza para el pelo')),
      sub(702, l10n('Hairpins', '发簪', '髮簪', 'Épingles à cheveux', 'Horquillas'), l10n('Hairpin', '发簪', '髮簪', 'Épingle à cheveux', 'Horquilla')),
      sub(703, l10n('Headbands', '发箍', '髮箍', 'Serre-têtes', 'Diademas'), l10n('Headband', '发箍', '髮箍', 'Serre-tête', 'Diadema')),
      sub(704, l10n('Claw clips', '抓夹', '抓夾', 'Pinces crabe', 'Pinzas garra'), l10n('Claw Clip', '抓夹', '抓夾', 'Pince crabe', 'Pinza garra')),
    ],
  },
  {
    id: 8, name: l10n('Sets', '套装', '套裝', 'Parures', 'Conjuntos'), shape: 'set', size: 'one', colours: 'plating',
    subs: [
      sub(801, l10n('Necklace & earring sets', '项链耳饰套装', '項鍊耳飾套裝', 'Parures collier et boucles', 'Conjuntos de collar y pendientes'), l10n('Necklace & Earring Set', '项链耳饰套装', '項鍊耳飾套裝', 'Parure collier et boucles', 'Conjunto de collar y pendientes')),
      sub(802, l10n('Bridal sets', '新娘套装', '新娘套裝', 'Parures de mariée', 'Conjuntos nupciales'), l10n('Bridal Set', '新娘套装', '新娘套裝', 'Parure de mariée', 'Conjunto nupcial')),
      sub(803, l10n('Gift sets', '礼盒套装', '禮盒套裝', 'Coffrets cadeaux', 'Sets de regalo'), l10n('Gift Set', '礼盒套装', '禮盒套裝', 'Coffret cadeau', 'Set de regalo')),
    ],
  },
  {
    id: 9, name: l10n('Packaging', '包装', '包裝', 'Emballages', 'Embalaje'), shape: 'box', size: 'pack', colours: 'box',
    subs: [
      sub(901, l10n('Gift boxes', '首饰礼盒', '首飾禮盒', 'Boîtes cadeaux', 'Cajas de regalo'), l10n('Jewelry Gift Box', '首饰礼盒', '首飾禮盒', 'Boîte à bijoux', 'Caja para joyas')),
      sub(902, l10n('Pouches', '首饰袋', '首飾袋', 'Pochettes', 'Bolsitas'), l10n('Jewelry Pouch', '首饰袋', '首飾袋', 'Pochette à bijoux', 'Bolsita para joyas')),
      sub(903, l10n('Display cards', '耳饰卡片', '耳飾卡片', 'Cartes présentoirs', 'Tarjetas expositoras'), l10n('Earring Display Card', '耳饰卡片', '耳飾卡片', 'Carte présentoir', 'Tarjeta expositora')),
    ],
  },
];

const byId = new Map<number, Category>();
const subById = new Map<number, { category: Category; sub: SubCategory }>();
for (const category of CATEGORIES) {
  byId.set(category.id, category);
  for (const s of category.subs) subById.set(s.id, { category, sub: s });
}

export function categoryById(id: number): Category | undefined {
  return byId.get(id);
}

export function subCategoryById(id: number): { category: Category; sub: SubCategory } | undefined {
  return subById.get(id);
}
