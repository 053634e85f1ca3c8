/**
 * The server under test, in its own process so the load generator does not share its event loop.
 * Same startServer as `npm start`, API only, on the database the parent seeded in DATA_DIR.
 */
import { parseEnv } from '../../src/server/platform/env';
import { createLogger } from '../../src/server/platform/logger';
import { closeOnSignals, startServer } from '../../src/server/index';

const env = parseEnv();
const logger = createLogger(env.LOG_LEVEL);
const running = await startServer({ env, seed: false, logger });
closeOnSignals(running, logger);
process.stdout.write(`READY ${running.url}\n`);
