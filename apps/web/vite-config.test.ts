import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import config, { REACT_ROUTER_PRODUCTION } from './vite.config.ts';

const configFor = (command: 'build' | 'serve') => config({ command, mode: 'production' });

describe("the build's React Router", () => {
  it('is its production build, with the development checks off, both entry points from one copy', () => {
    const [index, dom] = REACT_ROUTER_PRODUCTION.map((alias) => alias.replacement);
    const folder = path.dirname(index!);
    expect(path.dirname(dom!)).toBe(folder);
    const flags = fs
      .readdirSync(folder)
      .filter((file) => file.endsWith('.mjs'))
      .flatMap(
        (file) => fs.readFileSync(path.join(folder, file), 'utf8').match(/ENABLE_DEV_WARNINGS = \w+/g) ?? [],
      );
    expect(flags).toEqual(['ENABLE_DEV_WARNINGS = false']);
    // Each entry point imports the other's chunks by relative path, not the package (which is the development build).
    for (const entry of [index!, dom!])
      expect(fs.readFileSync(entry, 'utf8')).not.toMatch(/from ["']react-router["']/);
  });

  it('is taken by the build only: the dev server keeps the warnings', () => {
    expect(configFor('build').resolve?.alias).toBe(REACT_ROUTER_PRODUCTION);
    expect(configFor('serve').resolve?.alias).toEqual([]);
  });
});
