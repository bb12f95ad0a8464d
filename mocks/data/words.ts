import { l10n, type L10n } from '../lib/locale';
import type { SizeKind } from './categories';

/** Vocabulary the goods names and descriptions are composed from, in the five languages. */
export const STYLES: readonly L10n[] = [
  l10n('Minimalist', '极简风', '極簡風', 'style minimaliste', 'estilo minimalista'),
  l10n('Vintage', '复古', '復古', 'style rétro', 'estilo vintage'),
  l10n('Bohemian', '波西米亚', '波西米亞', 'style bohème', 'estilo bohemio'),
  l10n('Elegant', '优雅', '優雅', 'style élégant', 'estilo elegante'),
  l10n('Bold', '大气', '大氣', 'style audacieux', 'estilo atrevido'),
  l10n('Dainty', '精致', '精緻', 'style délicat', 'estilo delicado'),
  l10n('Classic', '经典', '經典', 'style classique', 'estilo clásico'),
  l10n('Baroque', '巴洛克', '巴洛克', 'style baroque', 'estilo barroco'),
  l10n('Korean-Style', '韩系', '韓系', 'style coréen', 'estilo coreano'),
  l10n('Urban', '街头风', '街頭風', 'style urbain', 'estilo urbano'),
];

export const MOTIFS: readonly L10n[] = [
  l10n('Pearl', '珍珠', '珍珠', 'à perle', 'con perla'),
  l10n('Zircon', '锆石', '鋯石', 'à zircons', 'con circonitas'),
  l10n('Crystal', '水晶', '水晶', 'en cristal', 'de cristal'),
  l10n('Heart', '爱心', '愛心', 'motif cœur', 'con corazón'),
  l10n('Star', '星星', '星星', 'motif étoile', 'con estrella'),
  l10n('Moon', '月亮', '月亮', 'motif lune', 'con luna'),
  l10n('Butterfly', '蝴蝶', '蝴蝶', 'motif papillon', 'con mariposa'),
  l10n('Flower', '花朵', '花朵', 'motif fleur', 'con flor'),
  l10n('Snake', '蛇形', '蛇形', 'motif serpent', 'con serpiente'),
  l10n('Shell', '贝壳', '貝殼', 'motif coquillage', 'con concha'),
  l10n('Enamel', '珐琅', '琺瑯', 'en émail', 'de esmalte'),
  l10n('Knot', '绳结', '繩結', 'motif nœud', 'con nudo'),
  l10n('Leaf', '叶子', '葉子', 'motif feuille', 'con hoja'),
  l10n('Geometric', '几何', '幾何', 'motif géométrique', 'con diseño geométrico'),
  l10n('Opal', '欧泊', '歐泊', 'à opale', 'con ópalo'),
];

/** Packaging is described by what it is made of, not by a jewel motif. */
export const PACK_MOTIFS: readonly L10n[] = [
  l10n('Velvet', '丝绒', '絲絨', 'en velours', 'de terciopelo'),
  l10n('Kraft Paper', '牛皮纸', '牛皮紙', 'en papier kraft', 'de papel kraft'),
  l10n('Ribbon', '丝带', '絲帶', 'à ruban', 'con lazo'),
  l10n('Magnetic', '磁吸', '磁吸', 'à fermeture aimantée', 'con cierre magnético'),
  l10n('Window', '开窗', '開窗', 'à fenêtre', 'con ventana'),
  l10n('Linen', '亚麻', '亞麻', 'en lin', 'de lino'),
  l10n('Drawstring', '抽绳', '抽繩', 'à cordon', 'con cordón'),
  l10n('Foil-Stamped', '烫金', '燙金', 'dorure à chaud', 'con estampado dorado'),
  l10n('Leatherette', '仿皮', '仿皮', 'en similicuir', 'de polipiel'),
  l10n('Eco', '环保', '環保', 'écologique', 'ecológico'),
];

export const MATERIALS: readonly L10n[] = [
  l10n('stainless steel', '不锈钢', '不鏽鋼', 'acier inoxydable', 'acero inoxidable'),
  l10n('brass', '黄铜', '黃銅', 'laiton', 'latón'),
  l10n('925 sterling silver', '925银', '925銀', 'argent 925', 'plata 925'),
  l10n('zinc alloy', '锌合金', '鋅合金', 'alliage de zinc', 'aleación de zinc'),
  l10n('titanium steel', '钛钢', '鈦鋼', 'acier au titane', 'acero de titanio'),
];

export const PACK_MATERIALS: readonly L10n[] = [
  l10n('cardboard', '纸板', '紙板', 'carton', 'cartón'),
  l10n('velvet', '丝绒', '絲絨', 'velours', 'terciopelo'),
  l10n('cotton', '棉布', '棉布', 'coton', 'algodón'),
];

export interface Colour {
  name: L10n;
  /** Drawing colours: the metal (or box) and a lighter highlight. */
  hex: string;
  light: string;
}

export const PLATINGS: readonly Colour[] = [
  { name: l10n('Gold', '金色', '金色', 'Doré', 'Dorado'), hex: '#c9a227', light: '#f3dc8a' },
  { name: l10n('Silver', '银色', '銀色', 'Argenté', 'Plateado'), hex: '#a7a9ac', light: '#eceef0' },
  { name: l10n('Rose gold', '玫瑰金', '玫瑰金', 'Or rose', 'Oro rosa'), hex: '#b76e79', light: '#f1c6cc' },
  { name: l10n('Gunmetal', '枪黑色', '槍黑色', 'Gris anthracite', 'Gris metalizado'), hex: '#44464b', light: '#8e9197' },
  { name: l10n('Champagne gold', '香槟金', '香檳金', 'Or champagne', 'Oro champán'), hex: '#cfae74', light: '#f4e5c6' },
  { name: l10n('Antique bronze', '古铜色', '古銅色', 'Bronze vieilli', 'Bronce envejecido'), hex: '#8a6a3d', light: '#c9a878' },
];

export const BOX_COLOURS: readonly Colour[] = [
  { name: l10n('Black', '黑色', '黑色', 'Noir', 'Negro'), hex: '#222222', light: '#666666' },
  { name: l10n('White', '白色', '白色', 'Blanc', 'Blanco'), hex: '#e8e6e1', light: '#ffffff' },
  { name: l10n('Pink', '粉色', '粉色', 'Rose', 'Rosa'), hex: '#e7a0b4', light: '#f7d9e2' },
  { name: l10n('Kraft', '牛皮纸色', '牛皮紙色', 'Kraft', 'Kraft'), hex: '#b08a5a', light: '#dcc39f' },
  { name: l10n('Navy', '藏青色', '藏青色', 'Bleu marine', 'Azul marino'), hex: '#22345c', light: '#5d74a6' },
];

const cm = (n: number) => l10n(`${String(n)} cm`, `${String(n)}厘米`, `${String(n)}公分`, `${String(n)} cm`, `${String(n)} cm`);
const mm = (n: number) => l10n(`${String(n)} mm`, `${String(n)}毫米`, `${String(n)}毫米`, `${String(n)} mm`, `${String(n)} mm`);
const ringSize = (n: number) => l10n(`Size ${String(n)}`, `${String(n)}号`, `${String(n)}號`, `Taille ${String(n)}`, `Talla ${String(n)}`);
const pack = (n: number) => l10n(`Pack of ${String(n)}`, `${String(n)}个装`, `${String(n)}個裝`, `Lot de ${String(n)}`, `Paquete de ${String(n)}`);
const ONE = l10n('One size', '均码', '均碼', 'Taille unique', 'Talla única');

/** The size axis of each kind; a goods uses a run of these. */
export const SIZES: Record<SizeKind, readonly L10n[]> = {
  ring: [ringSize(5), ringSize(6), ringSize(7), ringSize(8), ringSize(9), l10n('Adjustable', '可调节', '可調節', 'Ajustable', 'Ajustable')],
  earring: [mm(10), mm(15), mm(20), mm(30), mm(40)],
  necklace: [cm(40), cm(45), cm(50), cm(60)],
  bracelet: [cm(16), cm(18), cm(20)],
  anklet: [cm(21), cm(23), cm(25)],
  one: [ONE],
  hair: [
    l10n('Small', '小号', '小號', 'Petit', 'Pequeño'),
    l10n('Medium', '中号', '中號', 'Moyen', 'Mediano'),
    l10n('Large', '大号', '大號', 'Grand', 'Grande'),
  ],
  pack: [pack(10), pack(50), pack(100)],
};

export interface Label {
  id: number;
  name: L10n;
  colour: string;
}

export const LABELS: readonly Label[] = [
  { id: 1, name: l10n('New', '新品', '新品', 'Nouveau', 'Nuevo'), colour: '#2f80ed' },
  { id: 2, name: l10n('Hot', '热卖', '熱賣', 'Populaire', 'Popular'), colour: '#eb5757' },
  { id: 3, name: l10n('Best seller', '畅销', '暢銷', 'Meilleure vente', 'Más vendido'), colour: '#f2994a' },
  { id: 4, name: l10n('Low MOQ', '低起批', '低起批', 'Petit minimum', 'Mínimo bajo'), colour: '#27ae60' },
  { id: 5, name: l10n('Nickel free', '无镍', '無鎳', 'Sans nickel', 'Sin níquel'), colour: '#9b51e0' },
  { id: 6, name: l10n('Waterproof', '防水', '防水', 'Résiste à l’eau', 'Resistente al agua'), colour: '#56ccf2' },
  { id: 7, name: l10n('Hypoallergenic', '防过敏', '防過敏', 'Hypoallergénique', 'Hipoalergénico'), colour: '#6fcf97' },
  { id: 8, name: l10n('Custom logo', '可定制', '可訂製', 'Logo personnalisable', 'Logo personalizable'), colour: '#bb6bd9' },
];
