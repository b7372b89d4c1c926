'use client';

import { Toaster } from 'sonner';

/**
 * The toasts of the form pages (decisions.md: bottom-right, 5 s, at most 3, Alt+T). Rendered by
 * the forms only, so other pages never load sonner.
 */
export function FormToaster({ label }: { label: string }) {
  return (
    <Toaster
      position="bottom-right"
      duration={5000}
      visibleToasts={3}
      hotkey={['altKey', 'KeyT']}
      containerAriaLabel={label}
      richColors
      closeButton
    />
  );
}
