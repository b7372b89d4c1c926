import { serialSuiteConfig } from '../support/serial-suite';

/**
 * The bundle's tests (`npm run bundle` first; `npm test` runs both): the bundle started from an
 * empty folder, two instances of it behind a round-robin proxy, and its readiness while PostgreSQL
 * stops. Each test starts its own servers.
 */
export default serialSuiteConfig('bundle', 180_000);
