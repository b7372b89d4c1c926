'use client';

import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';

/**
 * The toasts of the form pages (decisions.md: bottom-right, 5 s, at most 3, Alt+T). Rendered by
 * the forms only, so other pages never load sonner.
 */
// sonner's rich-colour texts on their pale backgrounds fall short of WCAG AA (4.25:1 for success,
// found by the axe gate): the same hues, darker, reach 4.5:1 at the toasts' 13 px.
const contrastedColours = {
  '--success-text': 'hsl(140, 100%, 20%)',
  '--error-text': 'hsl(360, 100%, 35%)',
  '--info-text': 'hsl(210, 92%, 32%)',
  '--warning-text': 'hsl(31, 92%, 25%)',
} as CSSProperties;

export function FormToaster({ label }: { label: string }) {
  return (
    <Toaster
      position="bottom-right"
      duration={5000}
      visibleToasts={3}
      hotkey={['altKey', 'KeyT']}
      containerAriaLabel={label}
      richColors
      style={contrastedColours}
      closeButton
    />
  );
}
