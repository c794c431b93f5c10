import { createHash } from 'node:crypto';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
// A relative path: the config is bundled with its relative imports, while packages load as they are (TypeScript).
import { STORAGE_KEYS } from '../../packages/contract/src/limits.ts';

/**
 * The modules every signed-in page loads besides its own (app/router/create-router.tsx): the route tables, the
 * signed-in frame, React Query and the rest of the English catalogue.
 */
const SIGNED_IN_FRAME = [
  /\/app\/router\/routes\.tsx$/,
  /\/app\/layout\/DashboardLayout\.tsx$/,
  /\/app\/query\/with-query-client\.tsx$/,
  /\/i18n\/en\.json\?raw$/,
];

/**
 * The pages most often opened by their address when signed in (where every sign-in lands, and the searches), by
 * path: their chunks are fetched beside the entry too, instead of after the route tables. The paths are
 * PATHS.home and LEARNING_PATHS' searches (the config cannot import the app's modules).
 */
const PAGES_BY_PATH: Record<string, RegExp> = {
  '/': /\/features\/home\/HomePage\.tsx$/,
  '/courses/search-courses': /\/features\/course-catalogue\/pages\/SearchCoursesPage\.tsx$/,
  '/skills/search-skills': /\/features\/course-catalogue\/pages\/SearchCoursesPage\.tsx$/,
};

/** The chunks holding any of `modules`, with every chunk they import statically (the entry excluded). */
function chunksOf(bundle: OutputBundle, modules: RegExp[], exclude = new Set<string>()): string[] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const visit = (chunk: OutputChunk | undefined) => {
    if (!chunk || chunk.isEntry || files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const imported of chunk.imports) visit(byFile.get(imported));
  };
  for (const chunk of chunks) {
    if (chunk.moduleIds.some((id) => modules.some((module) => module.test(id)))) visit(chunk);
  }
  return [...files].filter((file) => !exclude.has(file)).sort();
}

/**
 * The Latin font of a signed-in page's text (one variable file for every weight). Found when the page's text is
 * first laid out, it arrived after the page had been drawn in the fallback font, and the swap moved it (CLS ~0.066).
 */
const FIRST_SCREEN_FONTS = /noto-sans-latin-wght-normal-[\w-]+\.woff2$/;

/**
 * The script: the first screen's fonts, the frame's chunks, then the chunks of the page at this address if it is
 * one of PAGES_BY_PATH.
 */
function preloadScript(bundle: OutputBundle): string {
  const fonts = Object.keys(bundle).filter((file) => FIRST_SCREEN_FONTS.test(file));
  if (fonts.length !== 1)
    throw new Error(`signed-in preload: expected 1 first-screen font, found ${fonts.length}`);
  const frame = chunksOf(bundle, SIGNED_IN_FRAME);
  const pages = Object.fromEntries(
    Object.entries(PAGES_BY_PATH).map(([path, page]) => [path, chunksOf(bundle, [page], new Set(frame))]),
  );
  // The links go into the page in one insertion, not one each.
  return (
    `try{if(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.token)})){const d=document.createDocumentFragment();` +
    `for(const f of ${JSON.stringify(fonts)}){const l=document.createElement('link');l.rel='preload';l.as='font';` +
    `l.type='font/woff2';l.crossOrigin='anonymous';l.href='/'+f;d.appendChild(l)}` +
    `for(const f of ${JSON.stringify(frame)}.concat(${JSON.stringify(pages)}[location.pathname]||[]))` +
    `{const l=document.createElement('link');l.rel='modulepreload';l.href='/'+f;d.appendChild(l)}` +
    `document.head.appendChild(d)}}catch{}\n`
  );
}

/**
 * A signed-in visit waits for the entry, then the route tables, then the frame and the page, each wave a round
 * trip after the one before. This adds a tiny script that, when a session token is stored, asks the browser to
 * fetch the frame's chunks (`modulepreload`) beside the entry, and those of the page when it is one of
 * PAGES_BY_PATH. It is a file, not inline, because the
 * Content-Security-Policy allows scripts from the site only; `async`, so it never holds up the first paint.
 */
export function signedInPreload(): Plugin {
  let fileName = '';
  let source = '';
  return {
    name: 'kru-signed-in-preload',
    apply: 'build',
    // Before Vite writes index.html (its own generateBundle), so the tag below knows the file's name.
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        source = preloadScript(bundle);
        fileName = `assets/signed-in-preload-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
        this.emitFile({ type: 'asset', fileName, source });
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'script', attrs: { async: true, src: `/${fileName}` }, injectTo: 'head' }],
    },
  };
}
