import type { RouterOutputs } from '@fanline/api';

/** The inbox's shapes, as the API returns them (the services' inbox types). */
export type ConversationPage = RouterOutputs['inbox']['conversations'];
export type ConversationSummary = ConversationPage['conversations'][number];
export type ConversationDetail = RouterOutputs['inbox']['conversation'];
export type TranscriptPage = RouterOutputs['inbox']['messages'];
export type TranscriptMessage = TranscriptPage['messages'][number];
export type TranscriptEvent = TranscriptPage['events'][number];
/** One change the live feed reports (the subscription's output is the stream of them). */
export type InboxLiveEvent = RouterOutputs['inbox']['live'] extends AsyncIterable<infer Event> ? Event : never;
export type InboxChange = Extract<InboxLiveEvent, { kind: 'change' }>;
export type Channel = ConversationSummary['channel'];

/** 'all' or one bot's id: whose conversations the inbox lists. */
export type BotScope = 'all' | (string & {});
