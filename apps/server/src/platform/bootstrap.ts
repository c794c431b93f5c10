import path from 'node:path';
import { systemClock } from './clock.ts';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { createDb, type Db } from './db/client.ts';
import { createMailer } from './mail/mailer.ts';
import { memoryRateLimiter } from './rate-limiter.ts';
import { createLocalStorage, storageSecret } from './storage/local.ts';

/** Wires the context every use case receives; tests call it with their own database and overrides. */
export function createContext(config: Config, db: Db, overrides: Partial<AppContext> = {}): AppContext {
  return {
    config,
    db,
    mailer: createMailer(db, {
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      log: (line) => console.log(line),
    }),
    storage: createLocalStorage({
      dir: path.join(config.dataDir, 'files'),
      secret: storageSecret(config.dataDir, config.storageSecret),
      // Relative URLs: the browser resolves them against whatever host it reached Kru on.
      baseUrl: '',
    }),
    rateLimiter: memoryRateLimiter(),
    clock: systemClock,
    ...overrides,
  };
}

export { createDb };
