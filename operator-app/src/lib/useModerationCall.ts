import { useState } from 'react';
import { submitWithToasts } from 'shared-ui';
import { useErrorDescription } from './useErrorDescription';

/** An operator action's call and what it says after it, in the page's language (the feature's hook words it). */
export interface ModerationCall {
  /** Sends the action with the reason: the mutation, unwrapped, so it rejects with the API's error. */
  send(reason: string): Promise<unknown>;
  /** The toast once it is done. */
  done: { title: string; description: string };
  /** The toast when it failed: its title, and its text when the answer has none of its own (useErrorDescription). */
  failed: { title: string; fallback: string };
}

/**
 * Sends an action with its reason and says how it went in a toast (a refusal worded by its code);
 * `confirm` is ReasonDialog's onConfirm: true when it worked, so the dialog closes.
 */
export function useModerationCall({ send, done, failed }: ModerationCall) {
  const describeError = useErrorDescription();
  const [busy, setBusy] = useState(false);
  const confirm = async (reason: string): Promise<boolean> => {
    setBusy(true);
    try {
      return await submitWithToasts(() => send(reason), { success: done, failure: { title: failed.title, describe: (error) => describeError(error, failed.fallback) } });
    } finally {
      setBusy(false);
    }
  };
  return { confirm, busy };
}
