import { useCallback, useRef, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { invalidatePatientOrders } from '../../patientOrders';
import { validationErrorsOf } from '../../../../forms/serverErrors';
import {
  applyAnswer,
  cartItemsInput,
  type CartEntry,
  type CartNotice,
  cartProblemsOf,
  type CartProblems,
  type DiscountRules,
  hasProblems,
} from '../cart/cart';
import { type useOrderDraftDiscountCodeQuery } from './__generated__/useOrderDraftDiscountCodeQuery.graphql';
import { type useOrderDraftEvaluateCartQuery } from './__generated__/useOrderDraftEvaluateCartQuery.graphql';
import { useCreateOrderMutation } from './useCreateOrderMutation';
import { useDeleteOrderMutation } from './useDeleteOrderMutation';
import { useUpdateOrderMutation } from './useUpdateOrderMutation';

// The fields are read by the cart functions (applyAnswer), not here.
/* eslint-disable relay/unused-fields */
const evaluateCartQuery = graphql`
  query useOrderDraftEvaluateCartQuery($patientId: ID, $discountCodeId: ID, $items: [CartItemInput!]!) {
    evaluateCart(patientId: $patientId, discountCodeId: $discountCodeId, items: $items) {
      items {
        item_id
        item_type
        quantity
      }
      coveredItems {
        item_id
        item_type
        by_item_id
        by_item_type
      }
      removedItems {
        item_id
        item_type
        by_item_id
        by_item_type
      }
    }
  }
`;

const discountCodeQuery = graphql`
  query useOrderDraftDiscountCodeQuery($code: String!) {
    discountCode(code: $code) {
      id
      code
      rules {
        discount_type
        discount_amount
      }
    }
  }
`;
/* eslint-enable relay/unused-fields */

export interface AppliedDiscount {
  id: string;
  code: string;
  rules: DiscountRules;
}

export interface DraftState {
  /** What the doctor chose, in order; rows the engine refused stay until removed. */
  entries: CartEntry[];
  rowErrors: Record<string, string[]>;
  notices: CartNotice[];
  discount: AppliedDiscount | null;
  /** The code field's message ('Ungültiger Rabattcode'). */
  discountError: string | null;
  /** The code was taken off because items were refused. */
  discountRemoved: boolean;
  /** The draft order, once the first item is chosen; its prices are read from the store (useOrderCart). */
  orderId: string | null;
}

const emptyDraft: DraftState = {
  entries: [],
  rowErrors: {},
  notices: [],
  discount: null,
  discountError: null,
  discountRemoved: false,
  orderId: null,
};

interface Target {
  entries: readonly CartEntry[];
  discount: AppliedDiscount | null;
  patientId: string;
}

/**
 * The draft order behind step 0: every change is priced by evaluateCart first (bundle rules, per-item errors,
 * the discount code), then written to the draft (created with the first item, updated after).
 */
export function useOrderDraft(patientId: string | null) {
  const environment = useRelayEnvironment();
  const [state, setState] = useState<DraftState>(emptyDraft);
  const [busy, setBusy] = useState(false);
  // The latest state for the async steps; the entries the draft holds now, for when a change is refused.
  const current = useRef(state);
  const saved = useRef<{ entries: readonly CartEntry[]; patientId: string | null }>({
    entries: [],
    patientId: null,
  });
  const [createOrder] = useCreateOrderMutation();
  const [updateOrder] = useUpdateOrderMutation();
  const [deleteOrder] = useDeleteOrderMutation();

  const update = useCallback((changes: Partial<DraftState>) => {
    current.current = { ...current.current, ...changes };
    setState(current.current);
  }, []);

  const showProblems = useCallback(
    (target: Target, problems: CartProblems) =>
      update({
        entries: [...target.entries],
        rowErrors: problems.rows,
        notices: [],
        // The spec: per-item errors show on their rows, and the discount code is removed.
        discount: null,
        discountRemoved: current.current.discount !== null,
      }),
    [update],
  );

  const persist = useCallback(
    async (target: Target): Promise<void> => {
      const input = {
        items: cartItemsInput(target.entries),
        discount_code_id: target.discount?.id ?? null,
        patient: { connect: target.patientId },
      };
      const { orderId } = current.current;
      if (orderId === null) {
        if (target.entries.length === 0) return;
        const { createOrder: order } = await createOrder({ input });
        update({ orderId: order.id });
        invalidatePatientOrders(environment, target.patientId);
      } else {
        await updateOrder({ input: { id: orderId, ...input } });
      }
      saved.current = { entries: target.entries, patientId: target.patientId };
    },
    [createOrder, updateOrder, update, environment],
  );

  const sync = useCallback(
    async (requested: Target): Promise<void> => {
      let target = requested;
      let answer;
      for (;;) {
        try {
          answer = await fetchQuery<useOrderDraftEvaluateCartQuery>(
            environment,
            evaluateCartQuery,
            {
              patientId: target.patientId,
              discountCodeId: target.discount?.id ?? null,
              items: cartItemsInput(target.entries),
            },
            { fetchPolicy: 'network-only' },
          ).toPromise();
          break;
        } catch (error) {
          // Anything but a validation error has been toasted already; the cart stays as it was.
          const problems = cartProblemsOf(validationErrorsOf(error));
          if (!hasProblems(problems)) return;
          if (problems.discount !== null && Object.keys(problems.rows).length === 0) {
            // A refused code goes; the cart is priced again without it.
            update({ discountError: problems.discount });
            target = { ...target, discount: null };
            continue;
          }
          showProblems(target, problems);
          // The draft keeps its last good items and patient; a code it holds goes as well.
          const { entries, patientId } = saved.current;
          if (
            current.current.orderId !== null &&
            patientId === target.patientId &&
            requested.discount !== null
          )
            await persist({ entries, patientId, discount: null }).catch(() => undefined);
          return;
        }
      }
      if (!answer) return;
      const { entries, notices } = applyAnswer(target.entries, answer.evaluateCart);
      update({ entries, notices, rowErrors: {}, discount: target.discount, discountRemoved: false });
      try {
        await persist({ ...target, entries });
      } catch (error) {
        const problems = cartProblemsOf(validationErrorsOf(error));
        if (hasProblems(problems)) showProblems(target, problems);
      }
    },
    [environment, persist, showProblems, update],
  );

  const run = useCallback(
    async (changes: Partial<Target>) => {
      const id = changes.patientId ?? patientId;
      if (id === null) return;
      setBusy(true);
      try {
        const { entries, discount } = current.current;
        await sync({ entries, discount, patientId: id, ...changes });
      } finally {
        setBusy(false);
      }
    },
    [patientId, sync],
  );

  const applyCode = useCallback(
    async (code: string) => {
      setBusy(true);
      try {
        const data = await fetchQuery<useOrderDraftDiscountCodeQuery>(
          environment,
          discountCodeQuery,
          { code: code.trim() },
          { fetchPolicy: 'network-only' },
        ).toPromise();
        if (!data) return;
        update({ discountError: null, discountRemoved: false });
        if (patientId === null) update({ discount: data.discountCode });
        else await sync({ ...current.current, discount: data.discountCode, patientId });
      } catch (error) {
        // 'discountCode.invalid' arrives worded ('Ungültiger Rabattcode'); the network layer toasted it.
        const [message] = validationErrorsOf(error).code ?? [];
        if (message !== undefined) update({ discountError: message });
      } finally {
        setBusy(false);
      }
    },
    [environment, patientId, sync, update],
  );

  /** Deletes the draft (closing the modal); the patient's order lists ask the server again. */
  const discard = useCallback(async () => {
    const { orderId } = current.current;
    if (orderId === null) return;
    try {
      const { deleteOrder: order } = await deleteOrder({ id: orderId });
      invalidatePatientOrders(environment, order.patient.id);
    } catch {
      // Told by the network layer; the modal closes all the same.
    }
  }, [deleteOrder, environment]);

  return {
    state,
    busy,
    /** Replaces the chosen items (add, remove, quantity) and prices them. */
    setEntries: (entries: CartEntry[]) => run({ entries }),
    /** Another patient: custom items resolve anew, female-only analyses may be refused. */
    changePatient: (id: string) => run({ patientId: id }),
    applyCode,
    removeCode: () => {
      update({ discountError: null });
      return run({ discount: null });
    },
    discard,
  };
}
