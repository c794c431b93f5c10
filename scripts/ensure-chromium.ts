// Run first by `npm test` and `npm run test:e2e`: the journeys need Debian's Chromium. When it is missing, root
// with apt-get installs it here; anyone else is stopped at once with the one command to run.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

export interface Machine {
  chromiumPath: string;
  chromiumFound: boolean;
  isRoot: boolean;
  hasAptGet: boolean;
}

export type Step = { action: 'ready' } | { action: 'install' } | { action: 'stop'; message: string };

const INSTALL = 'sudo apt-get update && sudo apt-get install -y chromium';

export function nextStep(machine: Machine): Step {
  if (machine.chromiumFound) return { action: 'ready' };
  if (machine.isRoot && machine.hasAptGet) return { action: 'install' };
  const command = machine.hasAptGet ? INSTALL : 'install Chromium, then set CHROMIUM_PATH to its executable';
  return {
    action: 'stop',
    message: `The journeys need Chromium at ${machine.chromiumPath}, which is missing. Run: ${command}`,
  };
}

function hasCommand(name: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function machine(): Machine {
  const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return {
    chromiumPath,
    chromiumFound: fs.existsSync(chromiumPath),
    isRoot: process.getuid?.() === 0,
    hasAptGet: hasCommand('apt-get'),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const step = nextStep(machine());
  if (step.action === 'stop') {
    console.error(step.message);
    process.exit(1);
  }
  if (step.action === 'install') {
    console.log('Chromium is missing for the journeys: installing it with apt-get...');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    const after = nextStep(machine());
    if (after.action !== 'ready') {
      console.error(
        'apt-get installed chromium, but it is still not at the expected path: set CHROMIUM_PATH.',
      );
      process.exit(1);
    }
  }
}
