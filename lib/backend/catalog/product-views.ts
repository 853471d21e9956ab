import type { ProductCard, ProductDetail, ProductVariant } from '@/lib/contract/catalog';
import { SizeKind, type Language, type NamedColor, type StockAvailability } from '@/lib/contract/enums';
import { NO_VALUE, STATUS_PREFERENCE, type CatalogIndex } from './catalog-index';
import type { DetailTexts } from './load-catalog';
import { priceAt, type PriceTable } from './partner-prices';
import { picturesOf } from '../pictures/catalog-pictures';

/** Product cards and details in the contract's shapes (lib/contract/catalog), from the index. */
export function productCard(index: CatalogIndex, i: number, lang: Language, prices: PriceTable): ProductCard {
  const category = index.categories[index.category[i]!]!;
  const brand = index.brands[index.brand[i]!]!;
  const colors: NamedColor[] = [];
  for (let m = index.colorMask[i]!; m !== 0; m &= m - 1) colors.push(index.colorValues[31 - Math.clz32(m & -m)] as NamedColor);
  const stock = index.stock[i]!;
  return {
    id: index.id[i]!,
    code: index.code[i]!,
    eurl: index.eurl[i]!,
    name: index.name[lang][i]!,
    brand: { code: brand.code, name: brand.name },
    category: { code: category.code, name: category.name[lang] },
    imageUrl: index.imagePath[i]!,
    price: priceAt(prices, i),
    availability: { status: STATUS_PREFERENCE[index.bestStatus[i]!]!, inStock: stock > 0, stock },
    colors,
    ...picturesOf(index, index.id[i]!, lang, 'card'),
  };
}

export function productVariants(index: CatalogIndex, i: number): ProductVariant[] {
  const variants: ProductVariant[] = [];
  for (let v = index.variantStart[i]!, end = index.variantStart[i + 1]!; v < end; v++) {
    const size = index.variantSize[v]!;
    variants.push({
      id: index.variantId[v]!,
      sku: index.variantSku[v]!,
      color: index.colorValues[index.variantColor[v]!] as NamedColor,
      size: size === NO_VALUE ? null : index.sizeValues[size]!,
      stock: index.variantStock[v]!,
      availability: index.statusValues[index.variantStatus[v]!] as StockAvailability,
    });
  }
  return variants;
}

export function productDetail(index: CatalogIndex, i: number, lang: Language, prices: PriceTable, texts: DetailTexts): ProductDetail {
  return {
    ...productCard(index, i, lang, prices),
    description: texts.description,
    technical: texts.technical,
    sizeKind: SizeKind[index.sizeKind[i]!] ?? 'None',
    variants: productVariants(index, i),
    ...picturesOf(index, index.id[i]!, lang, 'detail'),
  };
}
