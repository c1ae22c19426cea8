import { Card, Classes, NonIdealState } from '@blueprintjs/core';
import { SHOP_PAGE_SIZE } from '@portal/shared-types';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { type CartEntry, shopItemKey } from '../cart/cart';
import { type ShopItemListQuery } from './__generated__/ShopItemListQuery.graphql';
import { ShopItemCard } from './ShopItemCard';
import { type ShopItemsVariables } from './shopFilters';

interface Props {
  variables: ShopItemsVariables;
  fetchKey: number;
  cartKeys: ReadonlySet<string>;
  blockedBy: string | null;
  onAdd: (entry: CartEntry) => void;
  onRemove: (key: string) => void;
}

/** The shop items of the chosen tab, filters and search (the first 100, the spec's page size). */
export function ShopItemList({ variables, fetchKey, cartKeys, blockedBy, onAdd, onRemove }: Props) {
  const { t } = useTranslation();
  const { shopItems } = useLazyLoadQuery<ShopItemListQuery>(
    graphql`
      query ShopItemListQuery(
        $first: Int!
        $search: String
        $forSex: BiologicalSex
        $isBestSeller: Boolean
        $types: [ShopItemType!]
        $itemType: ShopItemGroup
        $orderBy: [ShopItemsOrderByClause!]
      ) {
        shopItems(
          first: $first
          search: $search
          forSex: $forSex
          isBestSeller: $isBestSeller
          types: $types
          itemType: $itemType
          orderBy: $orderBy
        ) {
          data {
            # The list keys its items by id and item_type (shopItemKey).
            # eslint-disable-next-line relay/unused-fields
            id
            # eslint-disable-next-line relay/unused-fields
            item_type
            ...ShopItemCard_item
          }
        }
      }
    `,
    { first: SHOP_PAGE_SIZE, ...variables },
    { fetchKey, fetchPolicy: 'store-or-network' },
  );
  if (shopItems.data.length === 0)
    return (
      <NonIdealState icon="search" title={variables.search !== null ? t('shop.notFound') : t('shop.empty')} />
    );
  return (
    <ul className="shop-items" aria-label={t('shop.items')}>
      {shopItems.data.map((item) => (
        <li key={shopItemKey(item)}>
          <ShopItemCard
            itemRef={item}
            inCart={cartKeys.has(shopItemKey(item))}
            blockedBy={blockedBy}
            onAdd={onAdd}
            onRemove={onRemove}
          />
        </li>
      ))}
    </ul>
  );
}

/** The loading state keeps the list's shape. */
export function ShopItemListSkeleton() {
  return (
    <ul className="shop-items" aria-busy>
      {[0, 1, 2, 3].map((index) => (
        <li key={index}>
          <Card className={`shop-item ${Classes.SKELETON}`} compact>
            <div className="shop-item-text">…</div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
