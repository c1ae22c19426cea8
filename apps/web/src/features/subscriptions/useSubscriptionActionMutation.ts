import { graphql, useMutation } from 'react-relay';
import { type useSubscriptionActionMutationCancelMutation } from './__generated__/useSubscriptionActionMutationCancelMutation.graphql';
import { type useSubscriptionActionMutationPauseMutation } from './__generated__/useSubscriptionActionMutationPauseMutation.graphql';
import { type useSubscriptionActionMutationResumeMutation } from './__generated__/useSubscriptionActionMutationResumeMutation.graphql';
import { type SubscriptionAction } from './subscriptionStatus';

// Each answer carries the row and the patient's newest plan: the list and the profile card's badge update from
// the store, with no second request.
const pause = graphql`
  mutation useSubscriptionActionMutationPauseMutation($id: ID!) {
    pauseSubscription(id: $id) {
      id
      status
      # eslint-disable-next-line relay/must-colocate-fragment-spreads
      ...SubscriptionsTable_row
      patient {
        id
        latestSubscription {
          id
          # eslint-disable-next-line relay/must-colocate-fragment-spreads
          ...SubscriptionStatusTag_subscription
        }
      }
    }
  }
`;

const resume = graphql`
  mutation useSubscriptionActionMutationResumeMutation($id: ID!) {
    resumeSubscription(id: $id) {
      id
      status
      # eslint-disable-next-line relay/must-colocate-fragment-spreads
      ...SubscriptionsTable_row
      patient {
        id
        latestSubscription {
          id
          # eslint-disable-next-line relay/must-colocate-fragment-spreads
          ...SubscriptionStatusTag_subscription
        }
      }
    }
  }
`;

const cancel = graphql`
  mutation useSubscriptionActionMutationCancelMutation($id: ID!) {
    cancelSubscription(id: $id) {
      id
      status
      # eslint-disable-next-line relay/must-colocate-fragment-spreads
      ...SubscriptionsTable_row
      patient {
        id
        latestSubscription {
          id
          # eslint-disable-next-line relay/must-colocate-fragment-spreads
          ...SubscriptionStatusTag_subscription
        }
      }
    }
  }
`;

/** Commits the pause, resume or cancel of one plan; `onDone` after the server's answer, not after an error. */
export function useSubscriptionActionMutation(action: SubscriptionAction) {
  const pausing = useMutation<useSubscriptionActionMutationPauseMutation>(pause);
  const resuming = useMutation<useSubscriptionActionMutationResumeMutation>(resume);
  const canceling = useMutation<useSubscriptionActionMutationCancelMutation>(cancel);
  const [commit, inFlight] = { pause: pausing, resume: resuming, cancel: canceling }[action];
  const run = (id: string, onDone: () => void) =>
    commit({
      variables: { id },
      onCompleted: (_response, errors) => (errors?.length ? undefined : onDone()),
    });
  return [run, inFlight] as const;
}
