/**
 * `npm run bench:profile -- FILE.cpuprofile [from_s till_s] [top]`: where a CPU profile written by
 * `BENCH_CPU_PROF=dir npm run bench:route` spent its time. Without a window it prints how busy each second was
 * (each call's load shows as a run of busy seconds, the reference's turn as idle ones); with one, the self time
 * of that window by package, by file and by function. Samples are wall time: on a busy machine a syscall such as
 * `writev` also holds the time spent waiting for a core, so compare shares of one run, not milliseconds of two.
 */
import fs from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, fromArg, tillArg, topArg = '30'] = process.argv.slice(2);
if (!file) {
  console.error('usage: npm run bench:profile -- FILE.cpuprofile [from_s till_s] [top]');
  process.exit(2);
}
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
const IDLE = '(idle)';

/** Each sample's node and duration (microseconds) with its time since the start (seconds). */
function* samples() {
  let elapsedUs = 0;
  for (const [index, id] of profile.samples.entries()) {
    const us = profile.timeDeltas[index] ?? 0;
    elapsedUs += us;
    const frame = frames.get(id);
    if (frame) yield { frame, us, second: elapsedUs / 1e6 };
  }
}

function busyPerSecond(): string {
  const seconds = new Map<number, { busy: number; all: number }>();
  for (const { frame, us, second } of samples()) {
    const entry = seconds.get(Math.floor(second)) ?? { busy: 0, all: 0 };
    entry.all += us;
    if (frame.functionName !== IDLE) entry.busy += us;
    seconds.set(Math.floor(second), entry);
  }
  return [...seconds]
    .map(([second, { busy, all }]) => `${second}s:${Math.round((100 * busy) / all)}%`)
    .join(' ');
}

function packageOf(url: string, functionName: string): string {
  const dependency = url.match(/node_modules\/((@[^/]+\/)?[^/]+)/);
  if (dependency?.[1]) return dependency[1];
  if (url.startsWith('node:')) return url.split('/')[0] ?? url;
  return url || functionName;
}

function selfTime(from: number, till: number) {
  const groups = {
    package: new Map<string, number>(),
    file: new Map<string, number>(),
    function: new Map<string, number>(),
  };
  let total = 0;
  const add = (map: Map<string, number>, key: string, us: number) => map.set(key, (map.get(key) ?? 0) + us);
  for (const { frame, us, second } of samples()) {
    if (second < from || second >= till) continue;
    total += us;
    const url = frame.url.replace(/^file:\/\//, '');
    add(groups.package, packageOf(url, frame.functionName), us);
    add(groups.file, url || frame.functionName, us);
    const place = url ? ` ${url.split('/').slice(-2).join('/')}:${frame.lineNumber + 1}` : '';
    add(groups.function, `${frame.functionName || '(anonymous)'}${place}`, us);
  }
  for (const [title, map] of Object.entries(groups)) {
    console.log(`\nby ${title} (${(total / 1000).toFixed(0)} ms in all)`);
    for (const [key, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, Number(topArg))) {
      const share = ((100 * us) / total).toFixed(1);
      console.log(`${(us / 1000).toFixed(1).padStart(9)} ms ${share.padStart(5)}%  ${key.slice(0, 160)}`);
    }
  }
}

if (fromArg === undefined || tillArg === undefined) console.log(busyPerSecond());
else selfTime(Number(fromArg), Number(tillArg));
