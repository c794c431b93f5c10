import { describe, expect, it } from 'vitest';
import { nextStep } from './ensure-chromium.ts';

const machine = { chromiumPath: '/usr/bin/chromium', chromiumFound: false, isRoot: false, hasAptGet: true };

describe('the test command brings Chromium', () => {
  it('goes on when Chromium is there', () => {
    expect(nextStep({ ...machine, chromiumFound: true })).toEqual({ action: 'ready' });
  });

  it('installs it through apt-get as root', () => {
    expect(nextStep({ ...machine, isRoot: true })).toEqual({ action: 'install' });
  });

  it('otherwise stops at once with the one command to run', () => {
    expect(nextStep(machine)).toEqual({
      action: 'stop',
      message:
        'The journeys need Chromium at /usr/bin/chromium, which is missing. Run: sudo apt-get update && sudo apt-get install -y chromium',
    });
    expect(nextStep({ ...machine, isRoot: true, hasAptGet: false })).toMatchObject({
      action: 'stop',
      message: expect.stringContaining('set CHROMIUM_PATH'),
    });
  });
});
