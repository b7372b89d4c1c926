'use client';

import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { clsx } from 'clsx';
import { useMotionKit } from '@/components/motion/use-motion-kit';
import { updateUrlSearch, useUrlSearch } from '@/lib/programmes/use-url-search';
import { useHydrated } from '@/lib/use-client-value';

export type CatalogueTabId = 'cames' | 'autres';

export interface CatalogueTab {
  id: CatalogueTabId;
  label: string;
  /** Slugs of the programmes in this tab, in order. */
  slugs: string[];
  /** How many programmes the tab holds, in words ('13 formations'): it counts programmes, not diplomas. */
  countLabel: string;
  /** The tab's cards, rendered on the server (links to the detail pages). */
  panel: ReactNode;
}

interface CatalogueViewProps {
  tabsLabel: string;
  backLabel: string;
  tabs: CatalogueTab[];
  /** Inline detail view of each programme, rendered on the server, keyed by slug. */
  details: Record<string, ReactNode>;
}

/**
 * The catalogue's tabs and inline detail view. The tab and the selected programme live in
 * the URL (`?tab=…&programme=…`). Before hydration (or without JavaScript) both lists show one
 * after the other and every card is a plain link to the programme's page.
 */
export function CatalogueView({ tabsLabel, backLabel, tabs, details }: CatalogueViewProps) {
  const search = new URLSearchParams(useUrlSearch());
  const hydrated = useHydrated();
  const requested = search.get('programme');
  const selected = requested && Object.hasOwn(details, requested) ? requested : null;
  const tabOfSelected = selected ? tabs.find((tab) => tab.slugs.includes(selected))?.id : undefined;
  const active = tabOfSelected ?? tabs.find((tab) => tab.id === search.get('tab'))?.id ?? tabs[0]?.id;

  const detailRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const previous = useRef<string | null>(null);
  // With motion loaded (components/motion), the list and the detail fade one into the other: the
  // view on show is then the one that has entered, after the previous one has left.
  const kit = useMotionKit(selected);
  const [entered, setEntered] = useState<string | null>(null);
  const shown = kit ? entered : selected;
  useEffect(() => {
    // Move focus with the view: into the detail when it opens, back to its card when it closes.
    // Opening scrolls to the back button above the detail, not to the detail itself: focus's own
    // scroll would leave the button under the fixed header (the root's scroll margin clears it).
    if (shown && shown !== previous.current) {
      detailRef.current?.focus({ preventScroll: true });
      rootRef.current?.scrollIntoView({ block: 'start' });
    } else if (!shown && previous.current) {
      rootRef.current?.querySelector<HTMLElement>(`[data-catalogue-card="${previous.current}"]`)?.focus();
    }
    previous.current = shown;
  }, [shown]);

  if (!hydrated) {
    return (
      <div className="space-y-12">
        {tabs.map((tab) => (
          <section key={tab.id} aria-labelledby={`catalogue-${tab.id}-heading`}>
            <h3 id={`catalogue-${tab.id}-heading`} className="text-xl font-bold text-slate-900">
              {tab.label} ({tab.countLabel})
            </h3>
            <div className="mt-6">{tab.panel}</div>
          </section>
        ))}
      </div>
    );
  }

  const selectTab = (id: CatalogueTabId, focus = false) => {
    updateUrlSearch({ tab: id, programme: null }, 'replace');
    if (focus) document.getElementById(`catalogue-tab-${id}`)?.focus();
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabs[(target + tabs.length) % tabs.length];
    if (tab) selectTab(tab.id, true);
  };

  // Capture phase: runs before the card's own link handler, which then sees the default prevented.
  const onPanelClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const card = (event.target as Element).closest<HTMLElement>('[data-catalogue-card]');
    const slug = card?.dataset.catalogueCard;
    if (!slug) return;
    event.preventDefault();
    updateUrlSearch({ tab: active ?? null, programme: slug }, 'push');
  };

  const view = selected ? (
    <div ref={rootRef} className="scroll-mt-28">
      <button
        type="button"
        onClick={() => updateUrlSearch({ programme: null }, 'push')}
        className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 font-semibold text-primary-800 hover:bg-primary-50"
      >
        <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
          ←
        </span>{' '}
        {backLabel}
      </button>
      <div
        ref={detailRef}
        tabIndex={-1}
        className="mt-6"
        style={{ outline: 'none' }}
        data-testid="catalogue-detail"
      >
        {details[selected]}
      </div>
    </div>
  ) : (
    <div ref={rootRef}>
      {/* Side by side at every width: on phones each tab's label wraps, its count kept with the last word. */}
      <div
        role="tablist"
        aria-label={tabsLabel}
        className="grid grid-cols-2 gap-2 border-b border-slate-200 sm:flex sm:flex-wrap"
      >
        {tabs.map((tab, index) => {
          const isActive = tab.id === active;
          return (
            <button
              key={tab.id}
              id={`catalogue-tab-${tab.id}`}
              type="button"
              role="tab"
              aria-selected={isActive}
              aria-controls={`catalogue-panel-${tab.id}`}
              tabIndex={isActive ? 0 : -1}
              onClick={() => selectTab(tab.id)}
              onKeyDown={(event) => onTabKeyDown(event, index)}
              className={clsx(
                '-mb-px border-b-4 px-3 py-3 text-sm font-semibold transition-colors sm:px-4 sm:text-base',
                isActive
                  ? 'border-primary-700 text-primary-800'
                  : 'border-transparent text-slate-600 hover:text-primary-700',
              )}
            >
              <TabLabel label={tab.label} count={tab.countLabel} />
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          id={`catalogue-panel-${tab.id}`}
          role="tabpanel"
          aria-labelledby={`catalogue-tab-${tab.id}`}
          hidden={tab.id !== active}
          tabIndex={0}
          onClickCapture={onPanelClick}
          className="mt-6"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );

  return kit ? (
    <kit.ViewSwitch viewKey={selected ?? ''} onShown={() => setEntered(selected)}>
      {view}
    </kit.ViewSwitch>
  ) : (
    view
  );
}

/**
 * A tab's label and its count of programmes ("13 formations"): the count is one unbreakable pill,
 * which may go to the next line of a narrow tab rather than push the tab out of the screen.
 */
function TabLabel({ label, count }: { label: string; count: string }) {
  return (
    <>
      {label}{' '}
      <span className="ms-1 inline-block rounded-full bg-slate-100 px-2 text-sm whitespace-nowrap text-slate-700">
        {count}
      </span>
    </>
  );
}
