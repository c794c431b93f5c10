import { createHmac } from 'node:crypto';
import type { Config } from '../../platform/config.ts';
import { storageSecret } from '../../platform/storage/local.ts';

/**
 * The key that signs room tokens: MEETING_SECRET, or one derived from the storage secret (STORAGE_SECRET or the one
 * kept under DATA_DIR), so a single instance needs no setting. Instances behind one database must share it.
 */
export function meetingSecret(config: Config): string {
  if (config.meeting.secret) return config.meeting.secret;
  return createHmac('sha256', storageSecret(config.dataDir, config.storageSecret))
    .update('kru meeting room tokens')
    .digest('hex');
}
