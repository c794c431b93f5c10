import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import type { Block } from '../../platform/mail/layout.ts';
import { unsubscribableEmail } from '../../platform/mail/templates.ts';
import { fullName } from '../../platform/person-name.ts';
import { PARENT_WORDS } from './copy.ts';
import type { StudentRow } from './repository.ts';
import { parentLinks } from './unsubscribe-link.ts';

/**
 * Writes one e-mail per contact in the caller's transaction (the outbox delivers it once that commits), in the
 * student's language, each with that contact's own unsubscribe link and List-Unsubscribe headers.
 */
export async function mailParents(
  ctx: AppContext,
  tx: Tx,
  student: StudentRow,
  emails: string[],
  template: string,
  message: { subject: string; blocks: Block[] },
): Promise<void> {
  const words = PARENT_WORDS[student.language];
  for (const email of emails) {
    const links = parentLinks(ctx.config, { studentId: student.id, email });
    await ctx.mailer.enqueue(
      tx,
      unsubscribableEmail({
        to: email,
        language: student.language,
        template,
        ...message,
        unsubscribe: { footer: words.footer(fullName(student)), label: words.unsubscribe, ...links },
      }),
    );
  }
}
