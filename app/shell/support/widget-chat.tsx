import { useMemo } from 'react';
import { ChatView, SUPPORT_EMPTY_TEXT, userChat } from '../../features/support';

/** The widget's chat: the same thread as /cabinet/support/, loaded when the panel opens. */
export function WidgetChat() {
  const transport = useMemo(() => userChat(), []);
  return <ChatView transport={transport} initial={null} otherName="Поддержка" emptyText={SUPPORT_EMPTY_TEXT} compact />;
}
