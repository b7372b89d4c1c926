'use client';

import { useEffect, type RefObject } from 'react';
import { afterNextPaint } from '@/lib/after-paint';

const focusable = 'button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/** Keys that would scroll the page behind the dialog (Space still presses a focused button). */
const scrollKeys = new Set([' ', 'PageDown', 'PageUp', 'ArrowDown', 'ArrowUp', 'Home', 'End']);

interface ModalDialogOptions {
  open: boolean;
  /** The dialog's element, a child of <body> (rendered through a portal). */
  dialog: RefObject<HTMLElement | null>;
  /** Focused when the dialog opens. */
  initialFocus: RefObject<HTMLElement | null>;
  /** Given focus back when the dialog closes: the control that opened it, set before it opens. */
  opener: RefObject<HTMLElement | null>;
  /** Escape asks for this. */
  onClose: () => void;
  /** The dialog's own keys, seen first: true when it handled the key. */
  onKeyDown?: (event: KeyboardEvent) => boolean;
}

/**
 * What makes a dialog modal while it is open: the page cannot scroll, the rest of the page leaves
 * the accessibility tree and the tab order (inert), focus moves into the dialog and Tab stays
 * there, Escape closes it, and focus goes back to its opener when it closes.
 */
export function useModalDialog({
  open,
  dialog,
  initialFocus,
  opener,
  onClose,
  onKeyDown,
}: ModalDialogOptions) {
  useEffect(() => {
    if (!open) return;
    const from = opener.current;
    const html = document.documentElement;
    const saved = { html: html.style.overflow, body: document.body.style.overflow };
    let behind: HTMLElement[] = [];
    // Focus first, while only the dialog is new to lay out. The page behind is locked a frame
    // later, once the dialog is on screen: making it inert and unscrollable restyles every element
    // of the page, 110 ms at 4× CPU on the gallery (bench:inp), and done here it held back the
    // dialog's first paint. Focus is inside the dialog meanwhile; Tab and Escape are kept below.
    initialFocus.current?.focus();
    const cancel = afterNextPaint(() => {
      html.style.overflow = 'hidden';
      document.body.style.overflow = 'hidden';
      behind = [...document.body.children].filter(
        (el): el is HTMLElement => el instanceof HTMLElement && el !== dialog.current && !el.inert,
      );
      for (const el of behind) el.inert = true;
    });
    return () => {
      cancel();
      for (const el of behind) el.inert = false;
      html.style.overflow = saved.html;
      document.body.style.overflow = saved.body;
      from?.focus();
    };
  }, [open, dialog, initialFocus, opener]);

  useEffect(() => {
    if (!open) return;
    function keydown(event: KeyboardEvent) {
      if (onKeyDown?.(event)) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      } else if (event.key === 'Tab') {
        const nodes = [...(dialog.current?.querySelectorAll<HTMLElement>(focusable) ?? [])];
        if (nodes.length === 0) return;
        event.preventDefault();
        const at = nodes.indexOf(document.activeElement as HTMLElement);
        const next = at === -1 ? 0 : (at + (event.shiftKey ? -1 : 1) + nodes.length) % nodes.length;
        nodes[next]?.focus();
      } else if (scrollKeys.has(event.key)) {
        if (!(event.key === ' ' && document.activeElement instanceof HTMLButtonElement))
          event.preventDefault();
      }
    }
    document.addEventListener('keydown', keydown);
    return () => document.removeEventListener('keydown', keydown);
  }, [open, dialog, onClose, onKeyDown]);
}
