import { CREATOR_REWARD_PENCE, MSG } from '@kru/contract';
import type { Tx } from '../../platform/db/client.ts';
import { translate } from '../../platform/i18n.ts';
import { postTransaction } from '../ledger/index.ts';
import { findUserLanguage } from './learning-repository.ts';

/**
 * The creator's reward for one enrolment, from the platform to the author's earnings, inside the take's
 * transaction. One key per enrolment (`course-reward:<id>`): it is credited once, however often it is asked.
 */
export async function creditCreatorReward(
  tx: Tx,
  input: { enrolmentId: number; courseId: number; courseTitle: string; authorId: number },
  at: Date,
): Promise<void> {
  const language = await findUserLanguage(tx, input.authorId);
  await postTransaction(
    tx,
    {
      idempotencyKey: `course-reward:${input.enrolmentId}`,
      kind: 'creator_reward',
      userId: input.authorId,
      reference: { course_id: input.courseId, enrolment_id: input.enrolmentId },
      memo: translate(MSG.creatorRewardDescription, language, { title: input.courseTitle }),
      entries: [
        { account: { kind: 'platform' }, amountPence: -CREATOR_REWARD_PENCE },
        { account: { kind: 'earnings', userId: input.authorId }, amountPence: CREATOR_REWARD_PENCE },
      ],
    },
    at,
  );
}
