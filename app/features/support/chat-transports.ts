import { apiRequest } from '../../shell/api-client';
import type { ChatMessage, ChatPage, ChatTransport } from './chat-types';

const USER = '/api/cabinet/v2/chat/messages';

function fileForm(file: File, text: string, clientId: string): FormData {
  const form = new FormData();
  if (text) form.append('text', text);
  form.append('client_id', clientId);
  form.append('file', file);
  return form;
}

/** The signed-in user's own conversation. */
export function userChat(): ChatTransport {
  return {
    side: 'user',
    conversationId: null,
    load: (beforeId) => apiRequest<ChatPage>(USER, { query: { before_id: beforeId, limit: 30 } }),
    send: (text, clientId) => apiRequest<ChatMessage>(USER, { method: 'POST', body: { text, client_id: clientId } }),
    sendFile: (file, text, clientId) => apiRequest<ChatMessage>(`${USER}/file`, { method: 'POST', body: fileForm(file, text, clientId) }),
    typing: (typing) => apiRequest(`${USER}/typing`, { method: 'POST', body: { typing } }),
  };
}

/** One conversation as support staff answer it from the console. */
export function staffChat(conversationId: number): ChatTransport {
  const base = `/api/admin/support/conversations/${conversationId}`;
  return {
    side: 'staff',
    conversationId,
    load: (beforeId) => apiRequest<ChatPage>(`${base}/messages`, { query: { before_id: beforeId, limit: 30 } }),
    send: (text, clientId) => apiRequest<ChatMessage>(`${base}/messages`, { method: 'POST', body: { text, client_id: clientId } }),
    sendFile: (file, text, clientId) => apiRequest<ChatMessage>(`${base}/files`, { method: 'POST', body: fileForm(file, text, clientId) }),
    typing: (typing) => apiRequest(`${base}/typing`, { method: 'POST', body: { typing } }),
  };
}
