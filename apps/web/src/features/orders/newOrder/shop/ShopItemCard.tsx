import { Button, Card, H5, Intent, Tooltip } from '@blueprintjs/core';
import { formatEuro, ProductType, type ShopItemKind } from '@portal/shared-types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { type CartEntry, shopItemKey } from '../cart/cart';
import { type ShopItemCard_item$key } from './__generated__/ShopItemCard_item.graphql';
import { descriptionPreview } from './shopFilters';

interface Props {
  itemRef: ShopItemCard_item$key;
  inCart: boolean;
  /** Why the item cannot be added or removed now; null when it can. */
  blockedBy: string | null;
  onAdd: (entry: CartEntry) => void;
  onRemove: (key: string) => void;
}

/** One item of the shop: name, description (preview with 'mehr'), gross price and its add or remove button. */
export function ShopItemCard({ itemRef, inCart, blockedBy, onAdd, onRemove }: Props) {
  const { t, i18n } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const item = useFragment(
    graphql`
      fragment ShopItemCard_item on ShopItem {
        id
        item_type
        name_de
        name_en
        description_de
        description_en
        brut_price
        type
        period_days
      }
    `,
    itemRef,
  );
  const english = i18n.language === 'en';
  const name = english ? item.name_en : item.name_de;
  const description = english ? item.description_en : item.description_de;
  const preview = descriptionPreview(description);
  const isSupplement = item.type === ProductType.Supplements;
  const price = formatEuro(item.brut_price);
  const key = shopItemKey(item);

  const button = inCart ? (
    <Button
      text={t('shop.remove')}
      icon="remove"
      disabled={blockedBy !== null}
      onClick={() => onRemove(key)}
    />
  ) : (
    <Button
      text={t('shop.add')}
      icon="add"
      intent={Intent.PRIMARY}
      disabled={blockedBy !== null}
      onClick={() =>
        onAdd({
          item_id: item.id,
          item_type: item.item_type as ShopItemKind,
          quantity: 1,
          name_de: item.name_de,
          name_en: item.name_en,
          isSupplement,
        })
      }
    />
  );

  return (
    <Card className="shop-item" compact>
      <div className="shop-item-text">
        <H5>{name}</H5>
        <p>
          {preview === null || expanded ? description : preview}{' '}
          {preview !== null && (
            <Button
              variant="minimal"
              size="small"
              text={t(expanded ? 'shop.less' : 'shop.more')}
              aria-expanded={expanded}
              onClick={() => setExpanded(!expanded)}
            />
          )}
        </p>
      </div>
      <div className="shop-item-buy">
        <span className="money">
          {isSupplement ? t('shop.perPeriod', { price, days: item.period_days ?? 90 }) : price}
        </span>
        {blockedBy === null ? button : <Tooltip content={blockedBy}>{button}</Tooltip>}
      </div>
    </Card>
  );
}
