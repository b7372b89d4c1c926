import { intakeDays } from '../../support/intake-days';

// The endpoints judge an application on the server's day: these tests send them on a day the
// intake's first round is open, whatever day they run (tests/integration/intake-window.test.ts
// judges the other days).
process.env.INTAKE_TODAY ??= intakeDays.inside;
