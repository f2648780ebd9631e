/**
 * The panel's notices, through sonner: one at a time, shown about 4–5 s (the spec). Every call first dismisses whatever
 * is showing (and the Toaster keeps visibleToasts={1}), so a quick second click never stacks two messages.
 *
 * sonner itself loads on the traveller's first touch of the form (Toasts.tsx), so a notice waits until its
 * Toaster is on screen and listening: one created before that would be lost. If sonner cannot be downloaded (offline
 * on a first visit) no toast shows; the field's hint and the panel's status line still say what happened.
 */
import type { toast as sonnerToast } from 'sonner';

export const TOAST_DURATION_MS = 4500;

type Toast = typeof sonnerToast;

let toasterListening: (toast: Toast) => void = () => undefined;
const toaster = new Promise<Toast>((resolve) => { toasterListening = resolve; });

/** Toasts.tsx calls this once sonner's Toaster is mounted and subscribed. */
export function toasterReady(toast: Toast): void {
  toasterListening(toast);
}

export function notify(kind: 'error' | 'success', title: string, description: string): void {
  void toaster.then((toast) => {
    toast.dismiss();
    toast[kind](title, { description, duration: TOAST_DURATION_MS });
  });
}
