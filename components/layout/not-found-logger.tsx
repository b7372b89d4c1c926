'use client';

import { useEffect } from 'react';
import { useClientValue } from '@/lib/use-client-value';

const readPath = () => window.location.pathname;

interface NotFoundLoggerProps {
  /** Message with a `{path}` placeholder, shown once the path is known. */
  label?: string;
}

/**
 * The 404 page is pre-rendered, so the server never sees which path was missed: the browser
 * reports it to /api/not-found, which writes it to the server log for the operator.
 */
export function NotFoundLogger({ label }: NotFoundLoggerProps) {
  const path = useClientValue<string | null>(readPath, null);
  useEffect(() => {
    const body = JSON.stringify({ path: window.location.pathname, referrer: document.referrer || undefined });
    void fetch('/api/not-found', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
      keepalive: true,
    }).catch(() => undefined);
  }, []);
  if (!label || path === null) return null;
  return (
    <p className="break-all text-sm text-slate-500" data-testid="attempted-path">
      {label.replace('{path}', path)}
    </p>
  );
}
