import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ErrorScreen from '@/app/[locale]/error';

describe('error screen', () => {
  it("shows 'Unexpected Application Error!' with a retry button and a way home", () => {
    const html = renderToString(<ErrorScreen error={new Error('boom')} reset={() => undefined} />);
    expect(html).toContain('Unexpected Application Error!');
    expect(html).toContain('Réessayer');
    expect(html).toContain('Retour à l&#x27;accueil');
    expect(html).not.toContain('boom');
  });
});
