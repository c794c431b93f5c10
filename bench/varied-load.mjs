// `node bench/varied-load.mjs SPEC.json`: autocannon's load (bench/autocannon.ts) where each request asks the next
// of several paths, so that no two requests in flight at once are the same call (50 connections, at least 50
// paths): what the server does for each request, which one search asked by everyone at once does not show.
// Prints autocannon's result as JSON, like its command line's --json. Plain JavaScript: autocannon's API takes the
// request hooks as functions of this process.
import fs from 'node:fs';
import autocannon from 'autocannon';

const spec = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
let next = 0;
const result = await autocannon({
  url: spec.origin,
  connections: spec.connections,
  duration: spec.durationS,
  headers: spec.headers,
  requests: [
    {
      method: 'GET',
      setupRequest(request) {
        const path = spec.paths[next % spec.paths.length];
        next += 1;
        return { ...request, path };
      },
    },
  ],
});
process.stdout.write(JSON.stringify(result));
