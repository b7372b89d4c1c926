import { describe, expect, it } from 'vitest';
import {
  FORM_TOKEN_MAX_AGE_SECONDS,
  issueFormToken,
  looksCurrent,
  verifyFormToken,
} from '@/lib/security/form-token';

const secret = 'unit-test-form-token-secret-0123456789';
const now = Date.UTC(2026, 10, 26, 12);

describe('form tokens', () => {
  it('gives back the issue time and a unique id of a token it signed', () => {
    const token = issueFormToken(secret, now - 5_000);
    expect(verifyFormToken(secret, token, now)).toEqual({
      id: expect.stringMatching(/^[\w-]{16}$/),
      issuedAt: now - 5_000,
    });
    expect(verifyFormToken(secret, issueFormToken(secret, now), now)?.id).not.toBe(
      verifyFormToken(secret, token, now)?.id,
    );
  });

  it('refuses a token signed with another key, altered, expired, from the future or malformed', () => {
    const token = issueFormToken(secret, now - 5_000);
    expect(verifyFormToken('another-key-0123456789abcdefghijklmn', token, now)).toBeUndefined();
    // An earlier issue time written in: the signature no longer matches.
    const [version, , id, mac] = token.split('.');
    expect(
      verifyFormToken(secret, [version, (now - 3_600_000).toString(36), id, mac].join('.'), now),
    ).toBeUndefined();
    const old = issueFormToken(secret, now - FORM_TOKEN_MAX_AGE_SECONDS * 1000 - 1);
    expect(verifyFormToken(secret, old, now)).toBeUndefined();
    expect(verifyFormToken(secret, issueFormToken(secret, now + 60_000), now)).toBeUndefined();
    for (const bad of [undefined, '', 'v1', `${token}x`, token.replace('v1', 'v2'), `${token};x`]) {
      expect(verifyFormToken(secret, bad, now)).toBeUndefined();
    }
  });

  it('lets the page keep a current token and replaces one close to expiry', () => {
    expect(looksCurrent(issueFormToken(secret, now - 60_000), now)).toBe(true);
    expect(looksCurrent(issueFormToken(secret, now - (FORM_TOKEN_MAX_AGE_SECONDS - 3600) * 1000), now)).toBe(
      false,
    );
    expect(looksCurrent('garbage', now)).toBe(false);
    expect(looksCurrent(undefined, now)).toBe(false);
  });
});
