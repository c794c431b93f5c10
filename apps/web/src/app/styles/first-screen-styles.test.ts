import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../..');
const MANTINE_STYLES = path.resolve(SRC, '../../../node_modules/@mantine/core/styles');

/**
 * What the pages drawn with the first download's styles only (`firstScreenStyles` routes) and the frame around them
 * import, statically or with a `lazy` of their own (a route table's pages excepted: those wait for the rest).
 */
const FIRST_SCREENS = [
  'main.tsx',
  'app/layout/DashboardLayout.tsx',
  'features/home/HomePage.tsx',
  'features/course-catalogue/pages/SearchCoursesPage.tsx',
];

/** Components without a file of their own, drawn with another's styles. */
const BUILT_ON: Record<string, string> = {
  Select: 'Combobox',
  MultiSelect: 'Combobox',
  Autocomplete: 'Combobox',
};

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  return (
    [base, `${base}.ts`, `${base}.tsx`].find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ??
    null
  );
}

/** The Mantine core components imported by the modules reachable from `entries`. */
function mantineComponentsReachedFrom(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const components = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !/\.tsx?$/.test(file)) return;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const [, names, specifier] of source.matchAll(/import\s+(?!type\b)([^;]*?)\s+from\s+'([^']+)'/gs)) {
      if (specifier === '@mantine/core') {
        for (const name of names!.replace(/[{}]/g, '').split(',')) {
          const component = name.trim();
          if (/^[A-Z]/.test(component)) components.add(component);
        }
      }
      const imported = resolveImport(file, specifier!);
      if (imported) visit(imported);
    }
    if (file.endsWith('routes.tsx')) return;
    for (const [, specifier] of source.matchAll(/import\(\s*'([^']+)'\s*\)/g)) {
      const imported = resolveImport(file, specifier!);
      if (imported) visit(imported);
    }
  };
  for (const entry of entries) visit(path.join(SRC, entry));
  return components;
}

function importedStyles(cssFile: string): string[] {
  const css = fs.readFileSync(path.join(import.meta.dirname, cssFile), 'utf8');
  return [...css.matchAll(/@import ['"]@mantine\/core\/styles\/([\w-]+)\.css['"];/g)].map(
    ([, name]) => name!,
  );
}

describe("Mantine's styles in two parts", () => {
  const firstScreen = importedStyles('mantine-first-screen.css');
  const more = importedStyles('mantine-more.css');

  it('has the style of every component the first screens use in the first download', () => {
    const missing = [...mantineComponentsReachedFrom(FIRST_SCREENS)]
      .map((component) => BUILT_ON[component] ?? component)
      .filter((component) => fs.existsSync(path.join(MANTINE_STYLES, `${component}.css`)))
      .filter((component) => !firstScreen.includes(component));
    expect(missing).toEqual([]);
  });

  it("has every file of Mantine's exactly once between the two parts", () => {
    const files = fs
      .readdirSync(MANTINE_STYLES)
      .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
      .map((file) => file.replace(/\.css$/, ''));
    expect([...firstScreen, ...more].sort()).toEqual(files.sort());
  });

  it("keeps Mantine's order (a component after those it builds on)", () => {
    const all = fs.readFileSync(path.join(MANTINE_STYLES, '../styles.css'), 'utf8');
    const position = (name: string) => {
      const css = fs.readFileSync(path.join(MANTINE_STYLES, `${name}.css`), 'utf8');
      const selector = css.match(/\.m_[0-9a-f]+/)?.[0];
      return selector ? all.indexOf(selector) : all.indexOf(css.trim().slice(0, 60));
    };
    for (const part of [firstScreen, more]) {
      const positions = part.map(position);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
  });
});
