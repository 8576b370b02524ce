import { toast, type ToastOptions } from '../core';

export interface SubmitToasts {
  success: Omit<ToastOptions, 'variant'>;
  /** The failure toast: its title, and its description from the error (e.g. the server's message or a fallback). */
  failure: { title: string; describe: (error: unknown) => string };
}

/**
 * Runs a form's request and says how it went in a toast. Resolves true when it succeeded, so the
 * page can move on; on failure the form keeps what was typed.
 */
export async function submitWithToasts(request: () => Promise<unknown>, { success, failure }: SubmitToasts): Promise<boolean> {
  try {
    await request();
  } catch (error) {
    toast({ title: failure.title, description: failure.describe(error), variant: 'destructive' });
    return false;
  }
  toast(success);
  return true;
}
