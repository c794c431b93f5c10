import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
// A relative path: the config is bundled with its relative imports, while packages load as they are (TypeScript).
import {
  API_BASE_PATH,
  BOOT_DATA_ELEMENT_ID,
  DEFAULT_LANGUAGE,
  type Language,
  STORAGE_KEYS,
  SUPPORTED_LANGUAGES,
} from '../../packages/contract/src/limits.ts';
import {
  EARLY_GETS_GLOBAL,
  FIRST_SCREENS,
  firstCallsAt,
  firstCallUrl,
} from './src/app/router/first-screen-table.ts';
import { PATHS } from './src/app/router/paths.ts';
import { LEARNING_PATHS } from './src/features/courses/paths.ts';

/**
 * The modules every signed-in page loads besides its own (app/router/create-router.tsx): the route tables, the
 * signed-in frame and React Query; and the catalogue of the stored language (i18n/index.ts).
 */
const SIGNED_IN_FRAME = [
  /\/app\/router\/routes\.tsx$/,
  /\/app\/layout\/DashboardLayout\.tsx$/,
  /\/app\/query\/with-query-client\.tsx$/,
];

/**
 * By language, the texts every page waits for before its first render, signed in or not (i18n/index.ts
 * `startI18n`): English's are in the entry, Thai's a chunk that would otherwise be asked for once the entry runs.
 */
const FIRST_TEXTS: Record<Language, RegExp[]> = { en: [], th: [/\/i18n\/first-texts\.th\.ts$/] };

/** By language, the whole catalogue a signed-in page waits for (`loadFullCatalogue`). */
const CATALOGUES: Record<Language, RegExp[]> = {
  en: [/\/i18n\/en\.json\?raw$/],
  th: [/\/i18n\/th\.json\?raw$/],
};

/** `chunksOf` for each language's modules. */
function byLanguage(bundle: OutputBundle, modules: Record<Language, RegExp[]>, exclude: Set<string>) {
  return Object.fromEntries(
    Object.entries(modules).map(([language, languageModules]) => [
      language,
      chunksOf(bundle, languageModules, exclude),
    ]),
  );
}

/**
 * The pages most often opened by their address when signed in (where every sign-in lands, and the searches), by
 * path: their chunks are fetched beside the entry too, instead of after the route tables.
 */
const PAGES_BY_PATH: Record<string, RegExp> = {
  [PATHS.home]: /\/features\/home\/HomePage\.tsx$/,
  [LEARNING_PATHS.course.search]: /\/features\/course-catalogue\/pages\/SearchCoursesPage\.tsx$/,
  [LEARNING_PATHS.skill.search]: /\/features\/course-catalogue\/pages\/SearchCoursesPage\.tsx$/,
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
 * By address, then by the stored user's role (`*` for any other), the page's first GETs (first-screen-table.ts):
 * each its URL and the field of its first picture, if any; and the addresses whose calls are for the bare address
 * only.
 */
function firstCallsTable(): { byPath: Record<string, Record<string, string[][]>>; bareOnly: string[] } {
  const byPath = Object.fromEntries(
    Object.keys(FIRST_SCREENS).map((pathname) => [
      pathname,
      Object.fromEntries(
        (['student', 'teacher', '*'] as const).map((role) => [
          role,
          firstCallsAt({ pathname, search: '' }, role).map((call) =>
            call.firstPicture
              ? [firstCallUrl(API_BASE_PATH, call), call.firstPicture]
              : [firstCallUrl(API_BASE_PATH, call)],
          ),
        ]),
      ),
    ]),
  );
  const bareOnly = Object.entries(FIRST_SCREENS)
    .filter(([, screen]) => screen.bareAddressOnly)
    .map(([pathname]) => pathname);
  return { byPath, bareOnly };
}

/**
 * The GETs: `GET /user` and the page's first calls, with the headers the API client would send (its language,
 * the token, the tenant of the boot data or, before that is parsed, the stored one), kept in EARLY_GETS_GLOBAL.
 * The client takes each answer once, and only when it would have sent the same headers (app/api/client.ts).
 */
export function earlyGetsScript(): string {
  const { byPath, bareOnly } = firstCallsTable();
  const json = JSON.stringify;
  return (
    `const s=localStorage,t=s.getItem(${json(STORAGE_KEYS.token)}),lang=s.getItem(${json(STORAGE_KEYS.language)});` +
    `let role,sub=s.getItem(${json(STORAGE_KEYS.subdomain)});if(t){` +
    `try{role=JSON.parse(s.getItem(${json(STORAGE_KEYS.user)})).role}catch{}` +
    `const b=document.getElementById(${json(BOOT_DATA_ELEMENT_ID)});` +
    `if(b)try{const n=JSON.parse(b.textContent).tenant;sub=n?String(n.id):null}catch{}` +
    `const h={'accept-language':${json(SUPPORTED_LANGUAGES)}.includes(lang)?lang:${json(DEFAULT_LANGUAGE)},authorization:'Bearer '+t};` +
    `if(sub)h['x-subdomain']=sub;` +
    `const p=location.pathname,r=${json(byPath)}[p],g=window[${json(EARLY_GETS_GLOBAL)}]={};` +
    `const calls=!r||(location.search&&${json(bareOnly)}.includes(p))?[]:r[role]||r['*'];` +
    `for(const [u,pic] of [[${json(`${API_BASE_PATH}/user`)}]].concat(calls)){` +
    `const f=fetch(u,{headers:Object.assign({accept:'application/json'},h),credentials:'include'});` +
    `f.catch(()=>{});g[u]={at:Date.now(),headers:h,response:f};` +
    // The picture, asked for as the answer arrives (a copy of it is read here; the client reads the answer).
    `if(pic)f.then(a=>a.ok?a.clone().json():null).then(a=>{const src=a&&a.data&&a.data[0]&&a.data[0][pic];` +
    `if(typeof src==='string'){const l=document.createElement('link');l.rel='preload';l.as='image';l.href=src;` +
    `document.head.appendChild(l)}}).catch(()=>{})}}`
  );
}

/**
 * The script: the stored language's first texts when they are not in the entry (a Thai reader's, signed in or
 * not); then, when a token is stored, the first screen's fonts, the frame's chunks, the stored language's
 * catalogue, and the chunks of the page at this address if it is one of PAGES_BY_PATH, and the early GETs.
 */
function preloadScript(bundle: OutputBundle): string {
  const fonts = Object.keys(bundle).filter((file) => FIRST_SCREEN_FONTS.test(file));
  if (fonts.length !== 1)
    throw new Error(`signed-in preload: expected 1 first-screen font, found ${fonts.length}`);
  const frame = chunksOf(bundle, SIGNED_IN_FRAME);
  const pages = Object.fromEntries(
    Object.entries(PAGES_BY_PATH).map(([path, page]) => [path, chunksOf(bundle, [page], new Set(frame))]),
  );
  const firstTexts = byLanguage(bundle, FIRST_TEXTS, new Set());
  if (!firstTexts.th?.length) throw new Error("signed-in preload: no chunk of Thai's first texts");
  const catalogues = byLanguage(bundle, CATALOGUES, new Set([...frame, ...Object.values(firstTexts).flat()]));
  const json = JSON.stringify;
  // The links go into the page in one insertion, not one each.
  return (
    `try{const s=localStorage,t=s.getItem(${json(STORAGE_KEYS.token)}),l0=s.getItem(${json(STORAGE_KEYS.language)}),` +
    `lg=${json(SUPPORTED_LANGUAGES)}.includes(l0)?l0:${json(DEFAULT_LANGUAGE)},d=document.createDocumentFragment(),` +
    `m=f=>{const l=document.createElement('link');l.rel='modulepreload';l.href='/'+f;d.appendChild(l)};` +
    `for(const f of ${json(firstTexts)}[lg])m(f);` +
    `if(t){for(const f of ${json(fonts)}){const l=document.createElement('link');l.rel='preload';l.as='font';` +
    `l.type='font/woff2';l.crossOrigin='anonymous';l.href='/'+f;d.appendChild(l)}` +
    `for(const f of ${json(frame)}.concat(${json(catalogues)}[lg],${json(pages)}[location.pathname]||[]))m(f)}` +
    `document.head.appendChild(d)}catch{}try{${earlyGetsScript()}}catch{}\n`
  );
}

/** Where the script goes, written by the page's first transform and filled once the bundle is known. */
const PLACEHOLDER = '/*kru-signed-in-preload*/';

/**
 * A signed-in visit waits for the entry, then the route tables, then the frame and the page, each wave a round
 * trip after the one before, and its data for the entry to download and run. This adds a tiny script that, when a
 * session token is stored, asks the browser to fetch the frame's chunks (`modulepreload`) beside the entry, and
 * those of the page when it is one of PAGES_BY_PATH, and sends the page's first GETs; signed in or not, a Thai
 * reader's first texts are fetched the same way (the first render waits for them). It is inline, before the
 * entry's script and the stylesheet, so it runs as the head is parsed: as a file it was a round trip later, and
 * as an inline script after the stylesheet it waited for the stylesheet. The Content-Security-Policy allows it by
 * its hash (the server reads it from the built index.html: apps/server/src/modules/public-pages/inline-scripts.ts),
 * and the server writes the boot data, which it reads, before it.
 */
export function signedInPreload(): Plugin[] {
  let source = '';
  return [
    {
      name: 'kru-signed-in-preload',
      apply: 'build',
      // Before Vite writes index.html (its own generateBundle), so the page's last transform has the script.
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          source = preloadScript(bundle);
        },
      },
      // At the head's end before Vite adds the entry's script and stylesheet there: the script comes before them.
      transformIndexHtml: {
        order: 'pre',
        handler: () => [{ tag: 'script', children: PLACEHOLDER, injectTo: 'head' }],
      },
    },
    {
      name: 'kru-signed-in-preload-text',
      apply: 'build',
      transformIndexHtml: {
        order: 'post',
        handler: (html) => {
          if (!source || !html.includes(PLACEHOLDER))
            throw new Error('signed-in preload: no script to write');
          return html.replace(PLACEHOLDER, () => source.trimEnd());
        },
      },
    },
  ];
}
