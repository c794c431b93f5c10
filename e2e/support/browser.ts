/** Debian's headless Chromium, as every journey runs it. */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** The same, with Chromium's fake camera and microphone granted without asking, and video that plays without a click. */
export const FAKE_MEDIA_LAUNCH = {
  ...CHROMIUM_LAUNCH,
  args: [
    ...CHROMIUM_LAUNCH.args,
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    '--autoplay-policy=no-user-gesture-required',
  ],
};
