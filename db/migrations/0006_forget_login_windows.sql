-- Written by hand: the staff login no longer counts attempts in windows (buckets admin-login-*) but
-- failures with growing delays (login-*). Nothing would ever sweep the old buckets' rows.
DELETE FROM "rate_limits" WHERE "bucket" IN ('admin-login-address', 'admin-login-email');
