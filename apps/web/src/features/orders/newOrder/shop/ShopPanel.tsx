import { Classes, FormGroup, InputGroup, SegmentedControl, Tab, TabPanel, Tabs } from '@blueprintjs/core';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { QueryErrorBoundary } from '../../../../shared/query/QueryErrorBoundary';
import { useDebouncedValue } from '../../../../shared/search/useDebouncedValue';
import { type CartEntry } from '../cart/cart';
import { ShopItemList, ShopItemListSkeleton } from './ShopItemList';
import {
  type DnaFilter,
  dnaFiltersFor,
  effectiveFilters,
  initialFilters,
  type ItemGroup,
  itemGroups,
  type Sex,
  type ShopFilters,
  shopItemsVariables,
  type ShopTab,
  shopTabs,
  type TypeFilter,
  typeFilters,
} from './shopFilters';

/** Spec, section 9: the shop's search waits 500 ms. */
export const SHOP_SEARCH_DEBOUNCE_MS = 500;

interface Props {
  sex: Sex | null;
  cartKeys: ReadonlySet<string>;
  blockedBy: string | null;
  onAdd: (entry: CartEntry) => void;
  onRemove: (key: string) => void;
}

const itemGroupLabels = {
  all: 'shop.filters.all',
  Single: 'shop.filters.single',
  Bundle: 'shop.filters.bundle',
} as const;
const typeLabels = {
  all: 'shop.filters.all',
  blood: 'shop.filters.blood',
  dna: 'shop.filters.dna',
  supplements: 'shop.filters.supplements',
} as const;
const dnaLabels = {
  all: 'shop.filters.all',
  nutrigenetics: 'shop.filters.nutrigenetics',
  fitness: 'shop.filters.fitness',
  pharmaco: 'shop.filters.pharmaco',
  geneticRisk: 'shop.filters.geneticRisk',
  fertility: 'shop.filters.fertility',
} as const;

/** Step 0's shop: tabs, filters, search and the items with their add and remove buttons. */
export function ShopPanel({ sex, cartKeys, blockedBy, onAdd, onRemove }: Props) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [chosen, setChosen] = useState<ShopFilters>(() => initialFilters(pathname));
  const [search, setSearch] = useState('');
  const [fetchKey, setFetchKey] = useState(0);
  const debouncedSearch = useDebouncedValue(search, SHOP_SEARCH_DEBOUNCE_MS);
  // A filter the tab or the patient does not offer (fertility for a man) falls back to 'all'.
  const filters = effectiveFilters(chosen, sex);
  const variables = useMemo(
    () => shopItemsVariables(filters, debouncedSearch, sex),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the filters' fields are the inputs
    [filters.tab, filters.itemGroup, filters.type, filters.dna, debouncedSearch, sex],
  );
  const change = (next: Partial<ShopFilters>) => setChosen({ ...filters, ...next });
  const types = typeFilters(filters.tab);

  return (
    <section className="shop-panel" aria-label={t('shop.title')}>
      <Tabs id="shop-tabs" selectedTabId={filters.tab} onChange={(tab) => change({ tab: tab as ShopTab })}>
        {shopTabs.map((tab) => (
          <Tab key={tab} id={tab} title={t(`shop.tabs.${tab}`)} />
        ))}
      </Tabs>
      {/* The tabs filter; the list below is the selected tab's panel (aria-controls). */}
      <TabPanel
        parentId="shop-tabs"
        id={filters.tab}
        selectedTabId={filters.tab}
        className="shop-tab-panel"
        panel={
          <>
            {filters.tab !== 'supplements' && (
              <div className="shop-filters" role="group" aria-label={t('shop.filters.label')}>
                <FormGroup label={t('shop.filters.itemType')} inline>
                  <div role="group" aria-label={t('shop.filters.itemType')}>
                    <SegmentedControl
                      size="small"
                      value={filters.itemGroup}
                      onValueChange={(value) => change({ itemGroup: value as ItemGroup })}
                      options={itemGroups.map((group) => ({
                        value: group,
                        label: t(itemGroupLabels[group]),
                      }))}
                    />
                  </div>
                </FormGroup>
                <FormGroup label={t('shop.filters.type')} inline>
                  <div role="group" aria-label={t('shop.filters.type')}>
                    <SegmentedControl
                      size="small"
                      value={filters.type}
                      onValueChange={(value) => change({ type: value as TypeFilter, dna: 'all' })}
                      options={types.map((type) => ({ value: type, label: t(typeLabels[type]) }))}
                    />
                  </div>
                </FormGroup>
                {filters.type === 'dna' && (
                  <FormGroup label={t('shop.filters.dnaType')} inline>
                    <div role="group" aria-label={t('shop.filters.dnaType')}>
                      <SegmentedControl
                        size="small"
                        value={filters.dna}
                        onValueChange={(value) => change({ dna: value as DnaFilter })}
                        options={dnaFiltersFor(sex).map((dna) => ({ value: dna, label: t(dnaLabels[dna]) }))}
                      />
                    </div>
                  </FormGroup>
                )}
              </div>
            )}
            <InputGroup
              type="search"
              leftIcon="search"
              className={Classes.FILL}
              aria-label={t('shop.search')}
              placeholder={t('shop.search')}
              value={search}
              onValueChange={setSearch}
            />
            <QueryErrorBoundary
              title={t('shop.loadFailed')}
              retryText={t('shop.retry')}
              onRetry={() => setFetchKey((key) => key + 1)}
            >
              <Suspense fallback={<ShopItemListSkeleton />}>
                <ShopItemList
                  variables={variables}
                  fetchKey={fetchKey}
                  cartKeys={cartKeys}
                  blockedBy={blockedBy}
                  onAdd={onAdd}
                  onRemove={onRemove}
                />
              </Suspense>
            </QueryErrorBoundary>
          </>
        }
      />
    </section>
  );
}
