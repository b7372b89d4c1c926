'use client';

import { setLiteMode } from '@/lib/connection/lite-mode';
import { useLiteMode } from '@/lib/connection/use-lite-mode';

interface LiteModeToggleProps {
  label: string;
  hint: string;
}

/** The footer's data-saver switch: on by itself on Save-Data or a slow connection, the visitor decides. */
export function LiteModeToggle({ label, hint }: LiteModeToggleProps) {
  const { lite } = useLiteMode();
  return (
    // Without scripts the switch could not work: lite pages carry their own way back (lib/lite).
    <div data-needs-js="" className="flex flex-wrap items-center gap-3 text-sm">
      <button
        type="button"
        role="switch"
        aria-checked={lite}
        aria-describedby="lite-mode-hint"
        onClick={() => setLiteMode(!lite)}
        className="inline-flex items-center gap-2 rounded-full border border-white/30 px-3 py-1.5 font-semibold text-white hover:bg-white/10"
      >
        <span
          aria-hidden="true"
          className={`relative inline-block h-4 w-7 rounded-full transition-colors ${lite ? 'bg-accent-400' : 'bg-white/30'}`}
        >
          <span
            className={`absolute top-0.5 size-3 rounded-full bg-white transition-all ${lite ? 'inset-s-3.5' : 'inset-s-0.5'}`}
          />
        </span>
        {label}
      </button>
      <span id="lite-mode-hint" className="text-slate-300">
        {hint}
      </span>
    </div>
  );
}
