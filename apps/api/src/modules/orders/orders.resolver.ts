import {
  Args,
  Field,
  ID,
  Int,
  Mutation,
  Query,
  ResolveField,
  Resolver,
  ArgsType,
  Info,
} from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { ValidateNested } from 'class-validator';
import { CurrentViewer } from '../../common/auth/auth.decorators.js';
import type { Viewer } from '../../common/auth/viewer.js';
import type { GraphqlContext } from '../../common/graphql/graphql-context.js';
import { Selection } from '../../common/graphql/selection.js';
import type { GraphQLResolveInfo } from 'graphql';
import { IsRowId } from '../../common/validation/rules.js';
import { ConsentType } from '@portal/shared-types';
import { appliesToOrder } from '../catalog/consent-selection.js';
import { Consent, PartnershipModel } from '../catalog/index.js';
import { Patient } from '../patients/index.js';
import { User } from '../users/index.js';
import { CartTax, DiscountCodeView, taxLinesOf, taxView } from '../shop/index.js';
import { ConsentsConnectInput, CreateOrderInput, UpdateOrderInput } from './graphql/order-inputs.js';
import { OrderAddressView, OrderLine } from './graphql/order-view.types.js';
import { OrderPaginator, OrdersArgs } from './graphql/orders-list.types.js';
import { OrderCommands } from './order-commands.service.js';
import { OrderAddressKind } from './order-address.entity.js';
import { holdsDna } from './order-contents.js';
import { OrderDetailsLoader } from './order-details.loader.js';
import { orderFingerprint } from './order-fingerprint.js';
import { OrderQueries } from './order-queries.service.js';
import { Order } from './order.entity.js';
import { type NoArgs, viewerOf } from '../../common/graphql/field-resolver.js';

@ArgsType()
class OrderIdArgs {
  @Field(() => ID)
  @IsRowId()
  id: string;
}

@ArgsType()
class PlaceOrderArgs extends OrderIdArgs {
  @Field(() => ConsentsConnectInput)
  @ValidateNested()
  @Type(() => ConsentsConnectInput)
  acceptedConsents: ConsentsConnectInput;
}

@Resolver(() => Order)
export class OrdersResolver {
  constructor(
    private readonly commands: OrderCommands,
    private readonly queries: OrderQueries,
    private readonly details: OrderDetailsLoader,
  ) {}

  @Query(() => Order, { description: 'One order the viewer may see.' })
  order(@CurrentViewer() viewer: Viewer, @Args() { id }: OrderIdArgs): Promise<Order> {
    return this.queries.get(viewer, id);
  }

  @Query(() => OrderPaginator, {
    description:
      'A page of the orders the viewer may see (placed orders; drafts are the open order wizard), newest first by default.',
  })
  orders(
    @CurrentViewer() viewer: Viewer,
    @Args() args: OrdersArgs,
    @Info() info: GraphQLResolveInfo,
  ): Promise<OrderPaginator> {
    return this.queries.list(viewer, args, Selection.of(info).child('data'));
  }

  @Mutation(() => Order, { description: 'A draft order for a patient (step 0 of the order wizard).' })
  createOrder(@CurrentViewer() viewer: Viewer, @Args('input') input: CreateOrderInput): Promise<Order> {
    return this.commands.create(viewer, input);
  }

  @Mutation(() => Order, {
    description: 'Changes a draft: items, discount code, addresses, order e-mail, patient.',
  })
  updateOrder(@CurrentViewer() viewer: Viewer, @Args('input') input: UpdateOrderInput): Promise<Order> {
    return this.commands.update(viewer, input);
  }

  @Mutation(() => Order, {
    description: 'Deletes a draft, or cancels a placed order that is still cancelable.',
  })
  deleteOrder(@CurrentViewer() viewer: Viewer, @Args() { id }: OrderIdArgs): Promise<Order> {
    return this.commands.delete(viewer, id);
  }

  @Mutation(() => Order, {
    description: 'Places a draft whose confirmation was downloaded; mails the payment link.',
  })
  placeOrder(
    @CurrentViewer() viewer: Viewer,
    @Args() { id, acceptedConsents }: PlaceOrderArgs,
  ): Promise<Order> {
    return this.commands.place(viewer, id, acceptedConsents.connect);
  }

  @ResolveField(() => [OrderLine])
  items(order: Order, _args: NoArgs, ctx: GraphqlContext): Promise<OrderLine[]> {
    return this.details.lines(ctx.loaders, order.id);
  }

  @ResolveField(() => Int)
  async itemsCount(order: Order, _args: NoArgs, ctx: GraphqlContext): Promise<number> {
    return (await this.details.items(ctx.loaders, order.id)).length;
  }

  @ResolveField(() => [CartTax], { description: 'VAT per category (analyses, supplements).' })
  async taxes(order: Order, _args: NoArgs, ctx: GraphqlContext): Promise<CartTax[]> {
    return taxLinesOf(await this.details.items(ctx.loaders, order.id)).map(taxView);
  }

  @ResolveField(() => OrderAddressView, { nullable: true })
  delivery_address(order: Order, _args: NoArgs, ctx: GraphqlContext): Promise<OrderAddressView | null> {
    return this.details.address(ctx.loaders, order.id, OrderAddressKind.delivery);
  }

  @ResolveField(() => OrderAddressView, { nullable: true })
  billing_address(order: Order, _args: NoArgs, ctx: GraphqlContext): Promise<OrderAddressView | null> {
    return this.details.address(ctx.loaders, order.id, OrderAddressKind.billing);
  }

  @ResolveField(() => Boolean, {
    description: 'True when the delivery address is in a country we deliver to.',
  })
  async deliveryAddressIsValid(order: Order, _args: NoArgs, ctx: GraphqlContext): Promise<boolean> {
    const address = await this.details.address(ctx.loaders, order.id, OrderAddressKind.delivery);
    return Boolean(address?.country.is_shippable);
  }

  @ResolveField(() => DiscountCodeView, { nullable: true })
  discountCode(order: Order, _args: NoArgs, ctx: GraphqlContext): Promise<DiscountCodeView | null> {
    return order.discount_code_id
      ? this.details.discountCode(ctx.loaders, order.discount_code_id)
      : Promise.resolve(null);
  }

  @ResolveField(() => Patient, { description: 'The patient; scoped like every patient read.' })
  patient(order: Order, _args: NoArgs, ctx: GraphqlContext): Promise<Patient> {
    const viewer = viewerOf(ctx);
    return this.details.patient(ctx.loaders, viewer, order.patient_id);
  }

  @ResolveField(() => User, { nullable: true, description: 'Who created the order.' })
  createdBy(order: Order, _args: NoArgs, ctx: GraphqlContext): Promise<User | null> {
    return order.created_by_user_id
      ? this.details.user(ctx.loaders, order.created_by_user_id)
      : Promise.resolve(null);
  }

  @ResolveField(() => PartnershipModel, {
    nullable: true,
    description: 'The practice’s model when the order was placed.',
  })
  partnershipModel(order: Order, _args: NoArgs, ctx: GraphqlContext): Promise<PartnershipModel | null> {
    return order.partnership_model_id
      ? this.details.partnershipModel(ctx.loaders, order.partnership_model_id)
      : Promise.resolve(null);
  }

  @ResolveField(() => [Consent], {
    description:
      'The NewOrder consents placing this order asks for, in their order: the Gendiagnostikgesetz consent only when the order holds a DNA analysis. placeOrder accepts exactly these (the `required` ones must be ticked).',
  })
  async requiredConsents(order: Order, _args: NoArgs, ctx: GraphqlContext): Promise<Consent[]> {
    const [contents, consents] = await Promise.all([
      this.details.contents(ctx.loaders, order.id),
      this.details.consents(ctx.loaders, ConsentType.NewOrder),
    ]);
    return consents.filter(appliesToOrder(holdsDna(contents)));
  }

  @ResolveField(() => Boolean, {
    description:
      'True when the order confirmation was downloaded for the draft as it is now (placing needs it).',
  })
  async confirmationIsCurrent(order: Order): Promise<boolean> {
    if (!order.confirmation_fingerprint) return false;
    const { items, addresses } = await this.queries.content(order.id);
    return order.confirmation_fingerprint === orderFingerprint(order, items, addresses);
  }
}
