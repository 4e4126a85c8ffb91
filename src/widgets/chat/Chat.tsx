import { formatMessageTime } from '@core/dates';
import { useT } from '@core/i18n/react';
import { type Lang, pickText } from '@core/lang';
import { CHAT_HISTORY, CHAT_MAX_LENGTH } from '@core/live';
import { canModerate } from '@core/moderation';
import { Link } from '@core/router';
import { href } from '@core/routes';
import type { User } from '@core/schemas/auth';
import type { ChatMessage } from '@core/schemas/live';
import {
  type FormEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { ReportControl } from '../_kit/moderation/ReportControl';
import { useLoadContext, useRuntime } from '../runtime';
import { isRegistered, useSession } from '../session';
import type { WidgetProps } from '../types';
import type { ChatParams } from './meta';
import { chatRoom } from './room';
import { type ChatSocket, openChatSocket } from './socket';
import './chat.css';

/** How long an answer of the server is awaited before the chat says it did not answer. */
const ACK_MS = 10_000;
/** Messages kept on screen: the history of a join plus what arrives while the chat is open. */
const KEPT = CHAT_HISTORY * 4;
/** Within this distance of the bottom, the list follows new messages. */
const FOLLOW_PX = 48;

/**
 * The live chat (spec §2 `chat/`, §7 "Live socket"; issue 7): the last messages on arrival, new
 * ones without reload from everyone in the room, a send box. Only signed-in users (roles user,
 * admin) read and write; the server renders the frame at its final size and the session decides
 * what fills it after hydration. Placed with `fromRoute` on a channel page, it is that channel's
 * chat beside its player.
 */
export default function Chat({ params }: WidgetProps<ChatParams>) {
  const t = useT('chat');
  const { lang } = useRuntime();
  const session = useSession();
  const headingId = useId();
  const room = chatRoom(params, useLoadContext());
  const user = session.status === 'known' && isRegistered(session.user) ? session.user : null;
  return (
    <section className="w-chat" aria-labelledby={headingId}>
      <h2 id={headingId} className="w-chat__title">
        {pickText(params.title, lang) || t('chat.title')}
      </h2>
      <div className="w-chat__body">
        {session.status !== 'known' ? null : user ? (
          <ChatRoom key={`${room}:${user._id}`} room={room} user={user} token={session.token} lang={lang} />
        ) : (
          <div className="w-chat__notice">
            <p>{t('chat.signIn')}</p>
            <p>
              <Link className="w-chat__action" to={href('app.authentication.signin')}>
                {t('chat.signInLink')}
              </Link>
            </p>
          </div>
        )}
      </div>
    </section>
  );
}

type Phase = 'connecting' | 'joined' | 'offline' | 'closed' | 'refused';

function ChatRoom({
  room,
  user,
  token,
  lang,
}: {
  room: string;
  user: User;
  token: () => string | null;
  lang: Lang;
}) {
  const t = useT('chat');
  const [phase, setPhase] = useState<Phase>('connecting');
  const [refusedWith, setRefusedWith] = useState('');
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [attempt, setAttempt] = useState(0);
  const socketRef = useRef<ChatSocket | null>(null);
  const tokenRef = useRef(token);
  tokenRef.current = token;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry button's way to connect again
  useEffect(() => {
    let cancelled = false;
    let socket: ChatSocket | null = null;
    setPhase('connecting');
    openChatSocket({ token: () => tokenRef.current(), lang })
      .then((opened) => {
        if (cancelled) return;
        socket = opened;
        socketRef.current = opened;
        opened.on('connect', () => {
          opened.timeout(ACK_MS).emit('join', { room }, (err, answer) => {
            if (cancelled) return;
            if (err) return setPhase('offline');
            if (!answer.ok) {
              setRefusedWith(answer.message);
              setPhase('refused');
              opened.disconnect();
              return;
            }
            setMessages(answer.data ?? []);
            setPhase('joined');
          });
        });
        opened.on('connect_error', (err) => {
          if (cancelled) return;
          // A refusal by the server (no valid session) is final; a network failure is retried.
          if (opened.active) return setPhase('offline');
          setRefusedWith(err.message);
          setPhase('refused');
        });
        opened.on('disconnect', (reason) => {
          if (cancelled || reason === 'io client disconnect') return;
          setPhase(reason === 'io server disconnect' ? 'closed' : 'offline');
        });
        opened.on('chatMessage', (message) => {
          if (message.room === room) setMessages((list) => withMessage(list, message));
        });
        opened.on('chatDeleted', ({ _id }) => {
          setMessages((list) => list.filter((m) => m._id !== _id));
        });
        opened.connect();
      })
      .catch(() => {
        // The socket's chunk did not load (offline): the visitor can try again.
        if (!cancelled) setPhase('closed');
      });
    return () => {
      cancelled = true;
      socket?.disconnect();
      socketRef.current = null;
    };
  }, [room, lang, attempt]);

  const admin = canModerate(user.roles);
  const reconnect = () => setAttempt((n) => n + 1);

  return (
    <>
      <ChatLog messages={messages} me={user._id} admin={admin} socket={socketRef} lang={lang} />
      <p className="w-chat__status" role="status">
        {phase === 'connecting' && t('chat.connecting')}
        {phase === 'offline' && t('chat.offline')}
        {phase === 'joined' && messages.length === 0 && t('chat.empty')}
      </p>
      {phase === 'closed' || phase === 'refused' ? (
        <div className="w-chat__notice w-chat__notice--inline" role="alert">
          <p>{phase === 'refused' ? refusedWith : t('chat.closed')}</p>
          <button type="button" className="w-chat__action" onClick={reconnect}>
            {t('chat.retry')}
          </button>
        </div>
      ) : (
        <SendBox room={room} socket={socketRef} ready={phase === 'joined'} />
      )}
    </>
  );
}

/** The list with `message` in its place (by time), once, and no more than `KEPT` messages. */
function withMessage(list: ChatMessage[], message: ChatMessage): ChatMessage[] {
  if (list.some((m) => m._id === message._id)) return list;
  const next = [...list, message].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return next.length > KEPT ? next.slice(next.length - KEPT) : next;
}

function ChatLog({
  messages,
  me,
  admin,
  socket,
  lang,
}: {
  messages: ChatMessage[];
  me: string;
  admin: boolean;
  socket: { current: ChatSocket | null };
  lang: Lang;
}) {
  const t = useT('chat');
  const logRef = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const [deleteError, setDeleteError] = useState('');

  // New messages scroll into view while the reader is at the bottom; reading older ones, the
  // list stays where it is.
  useLayoutEffect(() => {
    const log = logRef.current;
    if (log && following.current && messages.length > 0) log.scrollTop = log.scrollHeight;
  }, [messages]);

  const remove = (message: ChatMessage) => {
    socket.current?.timeout(ACK_MS).emit('chatDelete', { _id: message._id }, (err, answer) => {
      if (err) setDeleteError(t('chat.failed'));
      else setDeleteError(answer.ok ? '' : answer.message);
    });
  };

  return (
    <>
      <div
        ref={logRef}
        className="w-chat__log"
        role="log"
        aria-label={t('chat.log')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard (WCAG 2.1.1)
        tabIndex={0}
        onScroll={(event) => {
          const el = event.currentTarget;
          following.current = el.scrollHeight - el.scrollTop - el.clientHeight < FOLLOW_PX;
        }}
      >
        <ol className="w-chat__messages">
          {messages.map((message) => (
            <li
              key={message._id}
              className={
                message.user._id === me ? 'w-chat__message w-chat__message--mine' : 'w-chat__message'
              }
            >
              <span className="w-chat__author">{message.user.displayName}</span>{' '}
              <time className="w-chat__time" dateTime={message.createdAt}>
                {chatTime(message.createdAt, lang)}
              </time>
              <p className="w-chat__text">{message.text}</p>
              {message.user._id !== me && (
                <ReportControl kind="chat" id={message._id} author={message.user.displayName} />
              )}
              {admin && (
                <button
                  type="button"
                  className="w-chat__delete"
                  aria-label={t('chat.delete', { name: message.user.displayName })}
                  onClick={() => remove(message)}
                >
                  <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14" focusable="false">
                    <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" />
                  </svg>
                </button>
              )}
            </li>
          ))}
        </ol>
      </div>
      {deleteError && (
        <p className="w-chat__error" role="alert">
          {deleteError}
        </p>
      )}
    </>
  );
}

function SendBox({
  room,
  socket,
  ready,
}: {
  room: string;
  socket: { current: ChatSocket | null };
  ready: boolean;
}) {
  const t = useT('chat');
  const id = useId();
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState('');
  const [held, setHeld] = useState('');
  const [invalid, setInvalid] = useState(false);

  const send = () => {
    const text = draft.trim();
    if (!text) {
      setInvalid(true);
      setRefusal(t('chat.write'));
      return;
    }
    const current = socket.current;
    if (!ready || !current || sending) return;
    setSending(true);
    current.timeout(ACK_MS).emit('chatMessage', { room, text }, (err, answer) => {
      setSending(false);
      if (err) return setRefusal(t('chat.failed'));
      if (!answer.ok) return setRefusal(answer.message);
      // Held back by the word filter (issue 25): the writer is told it awaits a moderator.
      setHeld(answer.held ? answer.message : '');
      setDraft('');
      setRefusal('');
      setInvalid(false);
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter starts a new line; Enter that confirms an input method's word
    // (composition) is not a send.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <form className="w-chat__form" onSubmit={onSubmit} noValidate>
      <label className="w-chat__label" htmlFor={`${id}-text`}>
        {t('chat.message')}
      </label>
      <textarea
        id={`${id}-text`}
        className="w-chat__input"
        rows={2}
        maxLength={CHAT_MAX_LENGTH}
        value={draft}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-hint ${id}-count${refusal ? ` ${id}-refusal` : ''}`}
        onChange={(event) => {
          setDraft(event.target.value);
          if (invalid && event.target.value.trim()) setInvalid(false);
        }}
        onKeyDown={onKeyDown}
      />
      <div className="w-chat__row">
        <span id={`${id}-hint`} className="w-chat__hint">
          {t('chat.hint')}
        </span>
        <span id={`${id}-count`} className="w-chat__count">
          {t('chat.counter', { count: draft.length, max: CHAT_MAX_LENGTH })}
        </span>
        <button type="submit" className="w-chat__send" disabled={!ready || sending}>
          {sending ? t('chat.sending') : t('chat.send')}
        </button>
      </div>
      {refusal && (
        <p id={`${id}-refusal`} className="w-chat__error" role="alert">
          {refusal}
        </p>
      )}
      <p className="w-chat__held" aria-live="polite">
        {held}
      </p>
    </form>
  );
}

/** A message's time in Tashkent: HH:mm today, with the day and month on an earlier day (src/core/dates.ts). */
export function chatTime(iso: string, lang: Lang, now = Date.now()): string {
  return formatMessageTime(iso, lang, now);
}
