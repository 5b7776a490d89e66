export { InboxPanel } from './inbox-panel';
export { useUnreadConversations } from './use-conversation-list';
