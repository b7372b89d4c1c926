'use client';

import { useEffect, useRef } from 'react';

/**
 * « Tout sélectionner sur cette page ». Without JavaScript the box alone tells the server to take
 * every row of the page; with it, the rows' boxes follow, and unticking one unticks this box.
 */
export function SelectAllOnPage({ form }: { form: string }) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const rows = () => [...document.querySelectorAll<HTMLInputElement>(`input[form="${form}"][name="ref"]`)];
    const onChange = (event: Event) => {
      const target = event.target as HTMLInputElement;
      if (target === box.current) {
        for (const row of rows()) row.checked = target.checked;
      } else if (target.name === 'ref' && target.getAttribute('form') === form && box.current) {
        box.current.checked = rows().every((row) => row.checked);
      }
    };
    document.addEventListener('change', onChange);
    return () => document.removeEventListener('change', onChange);
  }, [form]);
  return (
    <input
      ref={box}
      type="checkbox"
      name="allOnPage"
      value="1"
      form={form}
      aria-label="Tout sélectionner sur cette page"
      className="size-4"
    />
  );
}
