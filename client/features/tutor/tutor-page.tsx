import { useQuery } from '@tanstack/react-query';
import { GraduationCap, Plus } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import type { AiStatusDto, ChatSessionSummary } from '@common/schemas/chat';
import { gradeLabel } from '@common/grades';
import { usePageTitle } from '@client/app/shell/use-page-title';
import { Button } from '@client/components/ui/button';
import { useAuth } from '@client/lib/auth';
import { AI_STATUS_QUERY_KEY } from './chat-model';
import { ChatInput } from './chat-input';
import { ConversationsPanel } from './conversations-panel';
import { HintModeToggle, HintQuickReplies, useHintMode } from './hint-mode';
import { MessageList } from './message-list';
import { preloadRichText } from './rich-text';
import { useChat } from './use-chat';
import { WelcomeScreen } from './welcome-screen';

/**
 * The footer line (spec-1 §2): what answers and that it is tailored to the grade level. With the
 * offline engine it says plainly that no large language model is configured.
 */
function EngineFooter({ gradeLevel }: { gradeLevel: number }) {
  const status = useQuery<AiStatusDto>({ queryKey: AI_STATUS_QUERY_KEY });
  const grade = gradeLabel(gradeLevel);
  let text: string;
  if (!status.data) text = `Smart Tutor is tailored to your grade level (${grade}).`;
  else if (status.data.engine === 'offline')
    // The label says it plainly: "the built-in offline engine (no AI provider configured)".
    text = `Smart Tutor is powered by ${status.data.label} and tailored to your grade level (${grade}).`;
  else text = `Smart Tutor is powered by a large language model, ${status.data.label}, and tailored to your grade level (${grade}).`;
  return <p className="min-h-10 pr-16 text-xs text-muted-foreground md:px-20 md:text-center">{text}</p>;
}

/**
 * Smart Tutor (/ai-tutor, spec-1 §2): recent conversations, the chat with streamed Markdown and
 * maths, hint mode, voice input, and the engine footer. The page is one lazy chunk with the
 * Markdown, KaTeX and highlighting code it needs.
 */
export default function TutorPage() {
  usePageTitle('Smart Tutor');
  const { user } = useAuth();
  const [hintMode, setHintMode] = useHintMode();
  const chat = useChat({ hintMode });
  const [input, setInput] = useState('');
  const [focusRequest, setFocusRequest] = useState(0);
  const focusInput = useCallback(() => setFocusRequest((n) => n + 1), []);
  useEffect(preloadRichText, []);

  const { send, newChat: resetChat, openSession: loadSession } = chat;
  const sendInput = useCallback(() => {
    // Spec-1 §8 "Chat send failure": the input is cleared either way; failures show in the log.
    if (send(input)) setInput('');
  }, [input, send]);

  const newChat = useCallback(() => {
    resetChat();
    focusInput();
  }, [focusInput, resetChat]);

  const openSession = useCallback(
    (session: ChatSessionSummary) => {
      loadSession(session);
      setInput('');
    },
    [loadSession],
  );

  const pickPrompt = useCallback(
    (prompt: string) => {
      setInput(prompt);
      focusInput();
    },
    [focusInput],
  );

  if (!user) return null;

  // The page fills the screen below the shell's top bar; the negative bottom margin takes back most
  // of the shell's room for the quick-action button, and the footer line keeps clear of that button.
  return (
    <div className="mx-auto -mb-20 flex h-[calc(100dvh-6rem)] min-h-[28rem] w-full max-w-6xl flex-col gap-3 md:h-[calc(100dvh-3rem)] md:gap-4">
      <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="flex min-w-0 items-center gap-3">
          <span className="hidden size-10 shrink-0 items-center justify-center rounded-xl bg-secondary text-secondary-foreground sm:flex" aria-hidden>
            <GraduationCap className="size-5" />
          </span>
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Smart Tutor</h1>
            <p className="text-sm text-muted-foreground">Your AI learning companion</p>
          </div>
        </div>
        <div className="flex items-center gap-3">
          <HintModeToggle checked={hintMode} onCheckedChange={setHintMode} />
          <Button type="button" variant="outline" size="sm" className="lg:hidden" onClick={newChat}>
            <Plus aria-hidden />
            New Chat
          </Button>
        </div>
      </header>

      <div className="flex min-h-0 flex-1 gap-4">
        <ConversationsPanel
          activeSessionId={chat.sessionId}
          busy={chat.busy}
          onSelect={openSession}
          onNewChat={newChat}
          onCleared={resetChat}
        />
        <section
          aria-labelledby="tutor-conversation-heading"
          className="-mx-4 flex min-w-0 flex-1 flex-col overflow-hidden border-y border-border bg-card sm:mx-0 sm:rounded-xl sm:border"
        >
          <h2 id="tutor-conversation-heading" className="sr-only">
            Conversation
          </h2>
          <MessageList
            messages={chat.messages}
            pending={chat.pending}
            busy={chat.busy}
            scrollKey={chat.scrollKey}
            onRegenerate={chat.regenerate}
            onFeedback={chat.setFeedback}
            hasEarlier={chat.hasEarlier}
            loadingMessages={chat.loadingMessages}
            onLoadEarlier={chat.loadEarlier}
            empty={<WelcomeScreen firstName={user.firstName} onPick={pickPrompt} />}
          />
          {hintMode && !chat.busy && chat.messages.at(-1)?.role === 'assistant' && <HintQuickReplies onSend={chat.send} />}
          <ChatInput
            value={input}
            onChange={setInput}
            onSend={sendInput}
            onStop={chat.stop}
            busy={chat.busy}
            hintMode={hintMode}
            focusRequest={focusRequest}
          />
        </section>
      </div>
      <EngineFooter gradeLevel={user.gradeLevel} />
    </div>
  );
}
