import { Classes, Tag } from '@blueprintjs/core';
import { formatDateTime, labResponseOf } from '@portal/shared-types';
import { useTranslation } from 'react-i18next';
import { type KnownValue } from '../../../relay/enumValues';
import { type NoiOrderType } from './__generated__/OrderAdminSection_order.graphql';
import { StatusTag } from '../../../shared/status';
import { DataTable, Td, Th } from '../../../shared/table';

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
    <DataTable compact>
      <thead>
        <tr>
          <Th>{t('orders.details.responseStatus')}</Th>
          <Th>{t('orders.details.type')}</Th>
          <Th>{t('orders.details.barcode')}</Th>
          <Th>{t('orders.details.responseErrors')}</Th>
          <Th>{t('orders.details.receivedAt')}</Th>
        </tr>
      </thead>
      <tbody>
        {responses.map((response) => (
          <tr key={response.id}>
            <Td>
              <StatusTag kind="labResponse" value={labResponseOf(response.status)}>
                {response.status === 200 ? undefined : response.status}
              </StatusTag>
            </Td>
            <Td>{t(`orders.partType.${response.order_type as KnownValue<NoiOrderType>}`)}</Td>
            <Td>{response.barcode ?? '–'}</Td>
            <Td>{response.errors.join(' ')}</Td>
            <Td>{formatDateTime(response.received_at)}</Td>
          </tr>
        ))}
      </tbody>
    </DataTable>
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
    <DataTable compact>
      <thead>
        <tr>
          <Th>{t('orders.details.refusedMarker')}</Th>
          <Th>{t('orders.details.refusedGenotype')}</Th>
          <Th>{t('orders.details.refusedReason')}</Th>
          <Th>{t('orders.details.receivedAt')}</Th>
        </tr>
      </thead>
      <tbody>
        {refused.map((entry) => (
          <tr key={entry.id}>
            <Td>
              {entry.gene} <code>{entry.rs_id}</code>
            </Td>
            <Td>
              <Tag minimal intent="danger">
                {entry.genotype}
              </Tag>{' '}
              {entry.orientation ?? 'GRCh38+'}
            </Td>
            <Td>{entry.reason}</Td>
            <Td>{formatDateTime(entry.created_at)}</Td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
