import type { BankNotification, BankNotifier } from '@ipe/api-client';

/**
 * The api-client's notifier (made before React renders) forwarding to whatever shows
 * notifications once it is mounted. Messages sent before then are dropped.
 */
export interface NotifyPort extends BankNotifier {
  /** Sets where notifications go; returns the function that detaches it. */
  attach(handler: (notification: BankNotification) => void): () => void;
}

export function createNotifyPort(): NotifyPort {
  let handler: ((notification: BankNotification) => void) | null = null;
  return {
    notify: (notification) => handler?.(notification),
    attach(next) {
      handler = next;
      return () => {
        if (handler === next) handler = null;
      };
    },
  };
}
