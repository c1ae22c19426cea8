import { Args, ID, Mutation, ResolveField, Resolver } from '@nestjs/graphql';
import { Permission } from '@portal/shared-types';
import { CurrentViewer, RequirePermissions } from '../../common/auth/auth.decorators.js';
import type { Viewer } from '../../common/auth/viewer.js';
import type { GraphqlContext } from '../../common/graphql/graphql-context.js';
import { Order } from '../orders/index.js';
import { BillingCommands } from './billing-commands.service.js';
import { BillingQueries, finalInvoiceView, invoiceView, stornoView } from './billing-queries.service.js';
import { BillingPdfState, FinalInvoiceView, InvoiceView, StornoView } from './billing.types.js';
import { type NoArgs } from '../../common/graphql/field-resolver.js';

/** The billing area's fields on Order (the order itself was already checked by whoever loaded it) and its mutations. */
@Resolver(() => Order)
export class BillingResolver {
  constructor(
    private readonly queries: BillingQueries,
    private readonly commands: BillingCommands,
  ) {}

  @ResolveField(() => InvoiceView, { nullable: true, description: 'Issued when the payment succeeded.' })
  async invoice(order: Order, _args: NoArgs, ctx: GraphqlContext): Promise<InvoiceView | null> {
    return invoiceView(await this.queries.ofOrder(ctx.loaders, order.id));
  }

  @ResolveField(() => FinalInvoiceView, {
    nullable: true,
    description: 'Issued when the paid order was fully supplied; deducts the prepayment invoice (`invoice`).',
  })
  async finalInvoice(order: Order, _args: NoArgs, ctx: GraphqlContext): Promise<FinalInvoiceView | null> {
    return finalInvoiceView(await this.queries.ofOrder(ctx.loaders, order.id));
  }

  @ResolveField(() => StornoView, {
    nullable: true,
    description: 'The storno of the invoice, issued when a paid order was cancelled.',
  })
  async storno(order: Order, _args: NoArgs, ctx: GraphqlContext): Promise<StornoView | null> {
    return stornoView(await this.queries.ofOrder(ctx.loaders, order.id));
  }

  @ResolveField(() => Boolean, { description: 'True until the invoice PDF has been rendered.' })
  async invoiceDownloadIsDisabled(order: Order, _args: NoArgs, ctx: GraphqlContext): Promise<boolean> {
    return (
      invoiceView(await this.queries.ofOrder(ctx.loaders, order.id))?.pdfStatus !== BillingPdfState.Ready
    );
  }

  @Mutation(() => Order, {
    description:
      'Cancels a placed order while it is cancelable: unpaid, its payment is Canceled; paid, a storno is issued.',
  })
  cancelOrder(@CurrentViewer() viewer: Viewer, @Args('id', { type: () => ID }) id: string): Promise<Order> {
    return this.commands.cancelOrder(viewer, id);
  }

  @RequirePermissions(Permission.ManageMedicalCenters)
  @Mutation(() => Order, { description: 'Issues a storno for the invoice (its guid) and cancels the order.' })
  cancelInvoice(
    @CurrentViewer() viewer: Viewer,
    // Guids travel as String: every ID of this schema is a row id.
    @Args('id', { type: () => String, description: 'The invoice guid.' }) id: string,
  ): Promise<Order> {
    return this.commands.cancelInvoice(viewer, id);
  }
}
