import { afterAll } from 'vitest';

const cleanups: Array<() => Promise<void> | void> = [];

/**
 * Runs `cleanup` when the test file ends. Test apps are made inside `beforeAll`, where an `afterAll` is not
 * registered; and the API files share their worker processes (`isolate: false`), so nothing may outlive its file.
 */
export function afterThisFile(cleanup: () => Promise<void> | void): void {
  cleanups.push(cleanup);
}

/** The API project's setup file calls this once per test file. */
export function runCleanupsAfterEachFile(): void {
  afterAll(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
}
