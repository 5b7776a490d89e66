import createClient from 'openapi-fetch';
import type { paths } from './generated/fanline-api';

/**
 * A third party's client of the REST API, typed only by what openapi-typescript
 * generates from GET /api/openapi.json: openapi-client.test.ts type-checks this
 * file against the live document, then runs it.
 */
export async function signUpCreateListAndRead(baseUrl: string, openConversation: (botId: string) => Promise<string>) {
  const client = createClient<paths>({ baseUrl });
  const email = `client-${Date.now()}@example.com`;
  const signUp = await client.POST('/api/auth/register', { body: { name: 'Client Creator', email, password: 'correct-horse' } });
  if (!signUp.data) throw new Error(`sign-up refused: ${signUp.error?.detail}`);
  const headers = { Authorization: `Bearer ${signUp.data.token}` };
  const plan: 'spark' | 'ignite' | 'flow' | 'nexus' = signUp.data.user.plan;

  const created = await client.POST('/api/chatbots', {
    headers,
    body: { name: 'Luna', description: 'A late-night companion for fans', personality: 'You are Luna, playful and kind.', llm_provider: 'openai', llm_model: 'gpt-4o-mini' },
  });
  if (!created.data) throw new Error(`bot refused: ${created.error?.detail}`);
  const botId: string = created.data.id;

  const listed = await client.GET('/api/chatbots', { headers });
  const names: string[] = (listed.data ?? []).map((bot) => bot.name);
  // @ts-expect-error the document names every field of a bot, and this one is not among them
  void listed.data?.[0]?.no_such_field;

  const conversationId = await openConversation(botId);
  const conversation = await client.GET('/api/conversations/{id}', { headers, params: { path: { id: conversationId } } });
  if (!conversation.data) throw new Error(`conversation refused: ${conversation.error?.detail}`);
  const messages = await client.GET('/api/conversations/{id}/messages', { headers, params: { path: { id: conversationId }, query: { limit: 50 } } });
  const texts: string[] = (messages.data?.messages ?? []).map((message) => message.text);

  return { plan, botId, names, fanName: conversation.data.fan.name, channel: conversation.data.bot.channel, texts };
}
