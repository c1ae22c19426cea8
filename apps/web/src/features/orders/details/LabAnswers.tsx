import { Classes, HTMLTable, Tag } from '@blueprintjs/core';
import { formatDateTime, labResponseOf } from '@portal/shared-types';
import { useTranslation } from 'react-i18next';
import { type KnownValue } from '../../../relay/enumValues';
import { type NoiOrderType } from './__generated__/OrderDetailsDialogQuery.graphql';
import { StatusTag } from '../../../shared/status';

interface Ingredient {
  readonly name: string;
  readonly quantity: number;
  readonly formattedUnit: string;
}
interface SentData {
  readonly orderedProducts?: readonly {
    readonly productCode: string;
    readonly name: string;
    readonly ingredients?: readonly Ingredient[];
  }[];
}

/** What a part was sent to the lab with: product codes, and a supplement's ingredients once there is a recipe. */
export function SentProducts({ sentData, none }: { sentData: unknown; none: string }) {
  const products = (sentData as SentData | null)?.orderedProducts ?? [];
  if (products.length === 0) return <span className={Classes.TEXT_MUTED}>{none}</span>;
  return (
    <ul className="order-details-products">
      {products.map((product) => (
        <li key={product.productCode}>
          <code>{product.productCode}</code> {product.name}
          {product.ingredients?.length ? (
            <ul>
              {product.ingredients.map((ingredient) => (
                <li key={ingredient.name}>
                  {ingredient.name}: {ingredient.quantity} {ingredient.formattedUnit}
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export interface RegistrationResponse {
  readonly id: string;
  readonly status: number;
  readonly errors: readonly string[];
  readonly order_type: string;
  readonly barcode: string | null | undefined;
  readonly received_at: string;
}

/** The lab's answers to sending the order's parts, newest first (admins). */
export function RegistrationResponses({ responses }: { responses: readonly RegistrationResponse[] }) {
  const { t } = useTranslation();
  if (responses.length === 0) return <p className={Classes.TEXT_MUTED}>{t('orders.details.noResponses')}</p>;
  return (
    <HTMLTable compact>
      <thead>
        <tr>
          <th>{t('orders.details.responseStatus')}</th>
          <th>{t('orders.details.type')}</th>
          <th>{t('orders.details.barcode')}</th>
          <th>{t('orders.details.responseErrors')}</th>
          <th>{t('orders.details.receivedAt')}</th>
        </tr>
      </thead>
      <tbody>
        {responses.map((response) => (
          <tr key={response.id}>
            <td>
              <StatusTag kind="labResponse" value={labResponseOf(response.status)}>
                {response.status === 200 ? undefined : response.status}
              </StatusTag>
            </td>
            <td>{t(`orders.partType.${response.order_type as KnownValue<NoiOrderType>}`)}</td>
            <td>{response.barcode ?? '–'}</td>
            <td>{response.errors.join(' ')}</td>
            <td>{formatDateTime(response.received_at)}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

export interface RefusedGenotype {
  readonly id: string;
  readonly gene: string;
  readonly rs_id: string;
  readonly genotype: string;
  readonly orientation: string | null | undefined;
  readonly reason: string;
  readonly created_at: string;
}

/** Genotypes of the lab's reports that were refused for their marker, with the reason (admins; issue 28). */
export function RefusedGenotypes({ refused }: { refused: readonly RefusedGenotype[] }) {
  const { t } = useTranslation();
  if (refused.length === 0)
    return <p className={Classes.TEXT_MUTED}>{t('orders.details.noRefusedGenotypes')}</p>;
  return (
    <HTMLTable compact>
      <thead>
        <tr>
          <th>{t('orders.details.refusedMarker')}</th>
          <th>{t('orders.details.refusedGenotype')}</th>
          <th>{t('orders.details.refusedReason')}</th>
          <th>{t('orders.details.receivedAt')}</th>
        </tr>
      </thead>
      <tbody>
        {refused.map((entry) => (
          <tr key={entry.id}>
            <td>
              {entry.gene} <code>{entry.rs_id}</code>
            </td>
            <td>
              <Tag minimal intent="danger">
                {entry.genotype}
              </Tag>{' '}
              {entry.orientation ?? 'GRCh38+'}
            </td>
            <td>{entry.reason}</td>
            <td>{formatDateTime(entry.created_at)}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
