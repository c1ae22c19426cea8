// The shop's tabs and filters (doctor spec, section 9) and the shopItems variables they stand for.
import { BundleType, ProductType, type ShopItemType } from '@portal/shared-types';
import { enumValues, type KnownValue } from '../../../../relay/enumValues';
import {
  type BiologicalSex,
  type ShopItemGroup,
  type ShopItemsOrderByColumn,
} from './__generated__/ShopItemListQuery.graphql';

export const shopTabs = ['bestsellers', 'analyses', 'supplements'] as const;
export type ShopTab = (typeof shopTabs)[number];

// 'all' or one of the schema's ShopItemGroup values.
export type ItemGroup = 'all' | KnownValue<ShopItemGroup>;
export const itemGroups: readonly ItemGroup[] = [
  'all',
  ...enumValues<KnownValue<ShopItemGroup>>({ Single: true, Bundle: true }),
];

export type TypeFilter = 'all' | 'blood' | 'dna' | 'supplements';

export const dnaFilters = [
  'all',
  'nutrigenetics',
  'fitness',
  'pharmaco',
  'geneticRisk',
  'fertility',
] as const;
export type DnaFilter = (typeof dnaFilters)[number];

export type Sex = KnownValue<BiologicalSex>;
export const sexes = enumValues<Sex>({ Female: true, Male: true });

export interface ShopFilters {
  tab: ShopTab;
  itemGroup: ItemGroup;
  type: TypeFilter;
  dna: DnaFilter;
}

const dnaProductOf: Record<Exclude<DnaFilter, 'all'>, ProductType> = {
  nutrigenetics: ProductType.DnaNutrigenetics,
  fitness: ProductType.DnaWeightGenetics,
  pharmaco: ProductType.DnaPharmacoGenetics,
  geneticRisk: ProductType.DnaGeneticRisk,
  fertility: ProductType.DnaFertility,
};

const BLOOD: readonly ShopItemType[] = [ProductType.Blood, BundleType.BloodOnly, BundleType.DnaAndBlood];
const DNA: readonly ShopItemType[] = [
  ...Object.values(dnaProductOf),
  BundleType.DnaOnly,
  BundleType.DnaAndBlood,
];
const ANALYSES: readonly ShopItemType[] = [...new Set([...BLOOD, ...DNA])];

/** Supplements are preselected when the modal opens over a patient's subscriptions. */
export const initialTab = (pathname: string): ShopTab =>
  pathname.replace(/\/+$/, '').endsWith('/subscriptions') ? 'supplements' : 'bestsellers';

export const initialFilters = (pathname: string): ShopFilters => ({
  tab: initialTab(pathname),
  itemGroup: 'all',
  type: 'all',
  dna: 'all',
});

/** The type choices of a tab: best sellers can be of any type, the analyses tab has no supplements. */
export function typeFilters(tab: ShopTab): TypeFilter[] {
  switch (tab) {
    case 'bestsellers':
      return ['all', 'blood', 'dna', 'supplements'];
    case 'analyses':
      return ['all', 'blood', 'dna'];
    case 'supplements':
      return [];
  }
}

/** The fertility analysis is for women only. */
export const dnaFiltersFor = (sex: Sex | null): DnaFilter[] =>
  dnaFilters.filter((filter) => filter !== 'fertility' || sex === 'Female');

/** The filters that apply: a choice the tab or the patient does not offer falls back to 'all'. */
export function effectiveFilters(filters: ShopFilters, sex: Sex | null): ShopFilters {
  const type = typeFilters(filters.tab).includes(filters.type) ? filters.type : 'all';
  const dna = type === 'dna' && dnaFiltersFor(sex).includes(filters.dna) ? filters.dna : 'all';
  const itemGroup = filters.tab === 'supplements' ? 'all' : filters.itemGroup;
  return { tab: filters.tab, type, dna, itemGroup };
}

function typesOf({ tab, type, dna }: ShopFilters): readonly ShopItemType[] | null {
  if (tab === 'supplements' || type === 'supplements') return [ProductType.Supplements];
  if (type === 'blood') return BLOOD;
  if (type === 'dna') return dna === 'all' ? DNA : [dnaProductOf[dna]];
  return tab === 'analyses' ? ANALYSES : null;
}

export interface ShopItemsVariables {
  search: string | null;
  forSex: Sex | null;
  isBestSeller: boolean | null;
  types: ShopItemType[] | null;
  itemType: KnownValue<ShopItemGroup> | null;
  orderBy: { column: KnownValue<ShopItemsOrderByColumn>; order: 'ASC' }[];
}

export function shopItemsVariables(
  filters: ShopFilters,
  search: string,
  sex: Sex | null,
): ShopItemsVariables {
  const applied = effectiveFilters(filters, sex);
  const types = typesOf(applied);
  const bestsellers = applied.tab === 'bestsellers';
  return {
    search: search.trim() === '' ? null : search.trim(),
    forSex: sex,
    isBestSeller: bestsellers ? true : null,
    types: types ? [...types] : null,
    itemType: applied.itemGroup === 'all' ? null : applied.itemGroup,
    orderBy: [{ column: bestsellers ? 'BEST_SELLER_RANK' : 'RANK', order: 'ASC' }],
  };
}

/** The spec's description preview: the first 240 characters, cut at a word where one is near. */
export const DESCRIPTION_PREVIEW_LENGTH = 240;

export function descriptionPreview(text: string, length = DESCRIPTION_PREVIEW_LENGTH): string | null {
  if (text.length <= length) return null;
  const cut = text.slice(0, length);
  const space = cut.lastIndexOf(' ');
  return `${(space > length - 40 ? cut.slice(0, space) : cut).trimEnd()} …`;
}
