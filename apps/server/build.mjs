// `npm run build -w @kru/server`: the server as JavaScript, dist/main.js, that `npm run start:prod` runs with plain
// Node. Our code and the workspace contract (TypeScript, JSON) are bundled; every npm package stays an import
// resolved from node_modules at run time (native modules, embedded PostgreSQL's binaries, pg-boss). Code split: a
// module of ours that is only `await import()`ed (and the packages it imports) goes in dist/chunks/ and loads on
// first use, not at start (docs/architecture.md, "Memory").
// Migrations are read from drizzle/ beside dist/ (platform/paths.ts).
import { build } from 'esbuild';

const bundleWorkspaceOnly = {
  name: 'packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@kru/') || args.kind === 'entry-point'
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

await build({
  // The server, and the video worker (`node dist/worker.js`) that can run beside it.
  entryPoints: ['main', 'worker'].map((name) => new URL(`./src/${name}.ts`, import.meta.url).pathname),
  outdir: new URL('./dist', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  target: 'node20.19',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [bundleWorkspaceOnly],
});
console.log('built apps/server/dist/main.js and dist/worker.js');
