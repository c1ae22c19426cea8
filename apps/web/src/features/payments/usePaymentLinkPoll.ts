import { useEffect, useState } from 'react';
import { readPaymentLink } from './payApi';
import {
  keepsPolling,
  type LinkPoll,
  paymentResultState,
  POLL_INTERVAL_MS,
  type ResultParams,
} from './paymentResultState';

/** Reads the link now and every 2 s while the return page still waits for our confirmation. */
export function usePaymentLinkPoll(params: ResultParams): LinkPoll {
  const { orderId, success, token } = params;
  const [poll, setPoll] = useState<LinkPoll>({ read: null, elapsedMs: 0 });
  useEffect(() => {
    if (!token) return;
    const started = Date.now();
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      const next = { read: await readPaymentLink(token), elapsedMs: Date.now() - started };
      if (stopped) return;
      setPoll(next);
      if (keepsPolling(paymentResultState({ orderId, success, token }, next)))
        timer = setTimeout(() => void tick(), POLL_INTERVAL_MS);
    };
    void tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [orderId, success, token]);
  return poll;
}
