import type { DemoLocale } from '../lib/locale';
import type { Goods } from './catalogue';

const DESCRIPTION: Record<DemoLocale, (g: Goods, colours: string, sizes: string) => string> = {
  en: (g, c, s) => `<p><strong>${g.name.en}</strong> in ${g.material.en}, available in ${c}.</p><ul><li>Sizes: ${s}</li><li>Weight: about ${String(g.weightGrams)} g</li><li>Minimum order: ${String(g.moq)} pcs, mixed across colours and sizes</li></ul><p>Tier prices apply to the total quantity of this item in one order.</p>`,
  'zh-CN': (g, c, s) => `<p><strong>${g.name['zh-CN']}</strong>，材质${g.material['zh-CN']}，可选颜色：${c}。</p><ul><li>尺寸：${s}</li><li>重量：约${String(g.weightGrams)}克</li><li>起批量：${String(g.moq)}件，颜色尺寸可混批</li></ul><p>阶梯价按本商品在同一订单中的总件数计算。</p>`,
  'zh-TW': (g, c, s) => `<p><strong>${g.name['zh-TW']}</strong>，材質${g.material['zh-TW']}，可選顏色：${c}。</p><ul><li>尺寸：${s}</li><li>重量：約${String(g.weightGrams)}克</li><li>起批量：${String(g.moq)}件，顏色尺寸可混批</li></ul><p>階梯價依本商品在同一訂單中的總件數計算。</p>`,
  fr: (g, c, s) => `<p><strong>${g.name.fr}</strong> en ${g.material.fr}, disponible en ${c}.</p><ul><li>Tailles : ${s}</li><li>Poids : environ ${String(g.weightGrams)} g</li><li>Minimum de commande : ${String(g.moq)} ${g.moq > 1 ? 'pièces' : 'pièce'}, couleurs et tailles panachées</li></ul><p>Les prix dégressifs s’appliquent à la quantité totale de cet article dans une commande.</p>`,
  es: (g, c, s) => `<p><strong>${g.name.es}</strong> de ${g.material.es}, disponible en ${c}.</p><ul><li>Tallas: ${s}</li><li>Peso: unos ${String(g.weightGrams)} g</li><li>Pedido mínimo: ${String(g.moq)} ${g.moq > 1 ? 'piezas' : 'pieza'}, combinando colores y tallas</li></ul><p>Los precios por volumen se aplican a la cantidad total de este artículo en un pedido.</p>`,
};

/** The goods' rich-text description in one language, built only when a details page asks. */
export function goodsDescription(goods: Goods, locale: DemoLocale): string {
  const sep = locale.startsWith('zh') ? '、' : ', ';
  const colours = goods.colours.map((c) => c.name[locale]).join(sep);
  const sizes = [...new Set(goods.specs.map((s) => s.size[locale]))].join(sep);
  return DESCRIPTION[locale](goods, colours, sizes);
}
