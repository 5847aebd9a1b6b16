export { ChatView } from './chat-view';
export { staffChat, userChat } from './chat-transports';
export type { ChatMessage, ChatPage, ChatTransport } from './chat-types';
export { SupportPage, SUPPORT_EMPTY_TEXT } from './support-page';
export { InboxPage, type InboxPageData } from './inbox-page';
export { ConversationPage, type ConversationPageData } from './conversation-page';
