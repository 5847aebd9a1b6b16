export interface ChatFile {
  id: number;
  name: string;
  mime: string;
  size: number;
  url: string;
}

export interface ChatMessage {
  id: number;
  conversation_id: number;
  author: 'user' | 'staff';
  text: string;
  file: ChatFile | null;
  created_at: string;
  is_read: boolean;
  client_id: string | null;
}

export interface ChatPage {
  items: ChatMessage[];
  has_more: boolean;
}

/** How a chat view talks to the server: the user's calls or the console's for one conversation. */
export interface ChatTransport {
  /** Which side this view writes as. */
  side: 'user' | 'staff';
  /** The conversation shown, when known (staff); the user's own is learnt from the first message. */
  conversationId: number | null;
  load(beforeId?: number): Promise<ChatPage>;
  send(text: string, clientId: string): Promise<ChatMessage>;
  sendFile(file: File, text: string, clientId: string): Promise<ChatMessage>;
  typing(typing: boolean): Promise<unknown>;
}
