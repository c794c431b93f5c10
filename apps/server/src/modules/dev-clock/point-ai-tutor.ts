import type { devAiBody } from '@kru/contract';
import type { z } from 'zod';
import { createAiTutor } from '../../platform/ai/index.ts';
import type { AppContext } from '../../platform/context.ts';

/**
 * Points the AI tutor at an OpenAI-compatible stand-in on loopback (a journey streams from its own), or with no
 * URL back to the configured tutor; answers which one answers now. Journeys run one at a time, so the switch is
 * theirs while they run, and they put it back.
 */
export function pointAiTutor(ctx: AppContext, body: z.infer<typeof devAiBody>): 'builtin' | 'openai' {
  const configured = ctx.config.ai;
  ctx.aiTutor = createAiTutor(
    body.base_url === null
      ? configured
      : {
          ...configured,
          openAi: {
            baseUrl: body.base_url.replace(/\/+$/, ''),
            apiKey: body.api_key,
            model: configured.openAi?.model ?? 'gpt-4o-mini',
            timeoutMs: configured.openAi?.timeoutMs ?? 30_000,
          },
        },
  );
  return ctx.aiTutor.name;
}
