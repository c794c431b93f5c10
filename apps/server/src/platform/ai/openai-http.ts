import type { OpenAiConfig } from '../config.ts';
import { AiTutorError } from './tutor.ts';

/**
 * `POST {AI_BASE_URL}/chat/completions` with the key; answers the response once it is OK. Refused connections,
 * the timeout (`signal`) and error statuses throw AiTutorError: 429 `busy`, 5xx `unavailable`, others `bad_answer`.
 */
export async function postCompletion(
  config: OpenAiConfig,
  body: Record<string, unknown>,
  signal: AbortSignal,
  fetchImpl: typeof fetch,
): Promise<Response> {
  let response: Response;
  try {
    response = await fetchImpl(`${config.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: config.model, ...body }),
      signal,
    });
  } catch (error) {
    // Refused connection, DNS, or the timeout: nothing answered.
    throw new AiTutorError('unavailable', `AI endpoint unreachable: ${(error as Error).message}`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    const kind = response.status === 429 ? 'busy' : response.status >= 500 ? 'unavailable' : 'bad_answer';
    throw new AiTutorError(kind, `AI endpoint answered ${response.status}`);
  }
  return response;
}
