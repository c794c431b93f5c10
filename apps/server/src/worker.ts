import { VIDEO_QUEUE } from './modules/course-media/index.ts';
import { workOnVideos } from './modules/video-worker.ts';
import { createContext, createDb } from './platform/bootstrap.ts';
import { ConfigError, loadConfig } from './platform/config.ts';
import { startJobs } from './platform/jobs.ts';

/**
 * `npm run worker`: a process that only transcodes videos, beside the server(s), on the same DATABASE_URL and
 * storage (S3, or the same DATA_DIR and STORAGE_SECRET). It runs VIDEO_TRANSCODE_CONCURRENCY transcodes at once
 * (at least one).
 */
async function main() {
  const config = loadConfig();
  if (!config.databaseUrl) {
    throw new ConfigError(
      'the worker needs DATABASE_URL: the database the server uses (not its embedded one)',
    );
  }
  const db = createDb(config.databaseUrl);
  const jobs = await startJobs(config.databaseUrl, [VIDEO_QUEUE], (line) => console.warn(line));
  const ctx = createContext(config, db, { jobs: jobs.queue });
  const concurrency = Math.max(1, config.video.transcodeConcurrency);
  await workOnVideos(ctx, jobs, concurrency);
  console.log(`Kru video worker: transcoding up to ${concurrency} video(s) at a time`);
  const stop = async () => {
    await jobs.stop().catch(() => {});
    await db.$client.end().catch(() => {});
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? `Kru's worker cannot start: ${err.message}` : err);
  process.exit(1);
});
