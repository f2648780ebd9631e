/**
 * The panel's notices, through sonner. SPEC §9: one at a time, about 4–5 s. Every call first dismisses whatever is
 * showing (and the Toaster keeps visibleToasts={1}), so a quick second click never stacks two messages.
 */
import { toast } from 'sonner';

export const TOAST_DURATION_MS = 4500;

export function notifyError(title: string, description: string): void {
  toast.dismiss();
  toast.error(title, { description, duration: TOAST_DURATION_MS });
}

export function notifySuccess(title: string, description: string): void {
  toast.dismiss();
  toast.success(title, { description, duration: TOAST_DURATION_MS });
}
