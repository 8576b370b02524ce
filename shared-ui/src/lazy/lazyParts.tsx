import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { ConfirmDialogProps } from '../components/ConfirmDialog/ConfirmDialog';
import type { DialogProps } from '../components/Dialog/Dialog';
import type { TabsProps } from '../components/Tabs/Tabs';
import { useToast } from '../core';

/*
 * The Radix-based parts (toast viewport, dialogs, tabs: ~21 KB gzip with their Radix dependencies)
 * are not part of any page's first load: shared-ui is one federation singleton, so whatever its
 * index imports statically is downloaded before the first paint. Each is fetched the first time it
 * is needed and keeps its props and behaviour; these wrappers are what the index exports.
 */

/** React.lazy for a named export, in its own Suspense boundary that shows nothing meanwhile. */
function lazyNamed<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function LazyPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyPart;
}

const ToasterNow = lazyNamed(() => import('../toast/Toaster').then((m) => m.Toaster));
const DialogNow = lazyNamed<DialogProps>(() => import('../components/Dialog/Dialog').then((m) => m.Dialog));
const ConfirmDialogNow = lazyNamed<ConfirmDialogProps>(() => import('../components/ConfirmDialog/ConfirmDialog').then((m) => m.ConfirmDialog));

/** Stays true once `open` has been true, so a closing dialog keeps its closing behaviour. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/**
 * The toast viewport, downloaded with the first toast. The toast list lives in a module-level store
 * (toast/store.ts), so a toast raised before the viewport's code arrives is shown when it arrives,
 * for its full duration (the Radix timer starts when the toast is mounted).
 */
export function Toaster() {
  const { toasts } = useToast();
  const needed = useOpenedOnce(toasts.length > 0);
  return needed ? <ToasterNow /> : null;
}

/** Modal dialog (see components/Dialog); its code is downloaded the first time it opens. */
export function Dialog(props: DialogProps) {
  return useOpenedOnce(props.open) ? <DialogNow {...props} /> : null;
}

/** Confirmation dialog (see components/ConfirmDialog); its code is downloaded the first time it opens. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return useOpenedOnce(props.open) ? <ConfirmDialogNow {...props} /> : null;
}

/** Tabs (see components/Tabs), downloaded when first rendered (no page of the first load has tabs). */
export const Tabs = lazyNamed<TabsProps>(() => import('../components/Tabs/Tabs').then((m) => m.Tabs));
