import type { ConversationFilter } from '@fanline/core';

export const FILTER_LABELS: Record<ConversationFilter, string> = {
  all: 'All',
  needs_human: 'Needs a human',
  taken_over: 'Taken over',
  paying: 'Paying',
  opted_out: 'Opted out',
};
