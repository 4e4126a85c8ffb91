import { useT } from '@core/i18n/react';
import { type Lang, pickText } from '@core/lang';
import type { Poll as PollData } from '@core/schemas/content';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { formatPercent } from '../_kit/engage/percent';
import { apiKey, httpStatus, useApi, useHydrated, useLoadContext, useRuntime } from '../runtime';
import type { WidgetProps } from '../types';
import { pollNeed } from './data';
import type { PollParams } from './meta';
import './poll.css';

interface PollMeta {
  /** The answers this voter gave, or null while they have not voted. */
  voted: string[] | null;
}

/** The answer of `POST /poll/{id}.json`. */
interface VoteAnswer {
  data: PollData;
  meta: PollMeta;
  message: string;
}

/** Share of the ballots that chose an answer (a checkbox poll's shares add up to more than 100). */
export function answerPercent(votes: number, ballots: number): number {
  return ballots > 0 ? Math.round((1000 * votes) / ballots) / 10 : 0;
}

/**
 * The poll (spec §2 home page, §4, §5): the latest poll (or one by id), answered with radio
 * buttons, or checkboxes when its type is `checkbox`. Sending with nothing chosen says 'Choice
 * answer' in the visitor's language and sends nothing; a valid answer is sent, then the result
 * is shown (votes and percentages, as text and bars) and the choice resets. A visitor who has
 * voted sees the result. The server's HTML is anonymous, so the browser reads the poll once more
 * for this visitor's `voted`; the ballot and the result keep one height, so nothing moves.
 */
export default function Poll({ params }: WidgetProps<PollParams>) {
  const t = useT('poll', 'kit.engage');
  const { lang } = useRuntime();
  const headingId = useId();
  const need = pollNeed(params, useLoadContext());
  const poll = useApi<PollData, PollMeta>(need.path, need.query, { forVisitor: true });
  const client = useQueryClient();
  /** The server's word on a refused vote (409 already voted or closed, 400…). */
  const [refusal, setRefusal] = useState<string | null>(null);

  const voted = poll.data?.meta.voted ?? null;
  const onVoted = (answer: VoteAnswer) => {
    setRefusal(null);
    client.setQueryData(apiKey(need.path, need.query), { data: answer.data, meta: answer.meta });
  };
  const onRefused = (message: string, status: number | undefined) => {
    setRefusal(message);
    // Already voted (from another tab, or the poll closed): the result shows what the server has.
    if (status === 409) void poll.refetch();
  };

  const notFound = poll.isError && httpStatus(poll.error) === 404;
  return (
    <section className="w-poll" aria-labelledby={headingId} aria-busy={poll.isPending}>
      <h2 id={headingId} className="w-poll__title">
        {pickText(params.title, lang) || t('poll.title')}
      </h2>
      {poll.isPending && <div className="w-poll__placeholder" aria-hidden="true" />}
      {notFound && <p className="w-poll__message">{t('poll.none')}</p>}
      {poll.isError && !notFound && (
        <p className="w-poll__message" role="alert">
          {t('state.loadError')}
        </p>
      )}
      {poll.data &&
        (voted ? (
          <Result poll={poll.data.data} voted={voted} lang={lang} />
        ) : (
          <Ballot
            key={poll.data.data._id}
            poll={poll.data.data}
            lang={lang}
            onVoted={onVoted}
            onRefused={onRefused}
          />
        ))}
      {refusal && (
        <p className="w-poll__refusal" role="alert">
          {refusal}
        </p>
      )}
    </section>
  );
}

function Ballot({
  poll,
  lang,
  onVoted,
  onRefused,
}: {
  poll: PollData;
  lang: Lang;
  onVoted: (answer: VoteAnswer) => void;
  onRefused: (message: string, status: number | undefined) => void;
}) {
  const t = useT('poll', 'kit.engage');
  const tSend = useT('kit.send');
  const runtime = useRuntime();
  const hydrated = useHydrated();
  const id = useId();
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const [chosen, setChosen] = useState<readonly string[]>([]);
  /** Sends tried with nothing chosen (0: none since the last choice); a new one re-announces the message. */
  const [empty, setEmpty] = useState(0);
  const [sending, setSending] = useState(false);
  const multiple = poll.type === 'checkbox';

  const choose = (answer: string, on: boolean) => {
    setEmpty(0);
    setChosen((was) => (multiple ? (on ? [...was, answer] : was.filter((a) => a !== answer)) : [answer]));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    // Spec §5: at least one answer, or nothing is sent.
    if (chosen.length === 0) {
      setEmpty((n) => n + 1);
      fieldset.current?.querySelector('input')?.focus();
      return;
    }
    setSending(true);
    try {
      // The options' order, whatever the order they were ticked in.
      const answers = poll.answers.map((a) => a._id).filter((a) => chosen.includes(a));
      const answer = await runtime.send<VoteAnswer>(
        'POST',
        `poll/${poll._id}.json`,
        { _id: poll._id, answer: multiple ? answers : answers[0] },
        { quiet: true },
      );
      setChosen([]);
      runtime.toast(answer.message, 'success');
      onVoted(answer);
    } catch (error) {
      const status = httpStatus(error);
      const message = (error as { message?: unknown }).message;
      onRefused(
        status === undefined
          ? tSend('errors.network')
          : typeof message === 'string' && message.trim()
            ? message
            : tSend('errors.failed'),
        status,
      );
    } finally {
      setSending(false);
    }
  };

  const errorId = `${id}-error`;
  return (
    <form className="w-poll__form" method="post" noValidate onSubmit={(e) => void submit(e)}>
      <fieldset
        ref={fieldset}
        className={`w-poll__fieldset${empty > 0 ? ' w-poll__fieldset--invalid' : ''}`}
        aria-describedby={empty > 0 ? errorId : undefined}
      >
        <legend className="w-poll__question">{pickText(poll.title, lang)}</legend>
        <ul className="w-poll__answers">
          {poll.answers.map((answer) => (
            <li key={answer._id} className="w-poll__row">
              <label className="w-poll__choice">
                <input
                  type={multiple ? 'checkbox' : 'radio'}
                  name={`${id}-answer`}
                  value={answer._id}
                  checked={chosen.includes(answer._id)}
                  onChange={(e) => choose(answer._id, e.target.checked)}
                />
                <span>{pickText(answer.title, lang)}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {empty > 0 && (
        <p key={empty} id={errorId} className="w-poll__error" role="alert">
          {t('poll.choose')}
        </p>
      )}
      <p className="w-poll__footer">
        {/* Disabled until hydrated: Enter in the server's HTML must not post the page. */}
        <button type="submit" className="w-poll__send" disabled={sending || !hydrated}>
          {sending ? tSend('sending') : t('poll.send')}
        </button>
      </p>
    </form>
  );
}

function Result({ poll, voted, lang }: { poll: PollData; voted: readonly string[]; lang: Lang }) {
  const t = useT('poll', 'kit.engage');
  const questionId = useId();
  return (
    <div className="w-poll__result">
      <p id={questionId} className="w-poll__question">
        {pickText(poll.title, lang)}
      </p>
      <ul className="w-poll__answers" aria-labelledby={questionId}>
        {poll.answers.map((answer) => {
          const percent = answerPercent(answer.votes, poll.votes);
          const mine = voted.includes(answer._id);
          return (
            <li
              key={answer._id}
              className={`w-poll__row w-poll__row--result${mine ? ' w-poll__row--mine' : ''}`}
            >
              <span className="w-poll__line">
                <span className="w-poll__answer">
                  {pickText(answer.title, lang)}
                  {mine && <span className="w-poll__yours"> {t('poll.yours')}</span>}
                </span>
                <span className="w-poll__figures">
                  <strong>{formatPercent(percent, lang)}</strong> · {t('poll.votes', { count: answer.votes })}
                </span>
              </span>
              <span className="w-poll__bar" aria-hidden="true">
                <span className="w-poll__fill" style={{ inlineSize: `${Math.min(100, percent)}%` }} />
              </span>
            </li>
          );
        })}
      </ul>
      <p className="w-poll__footer w-poll__total">
        {poll.votes > 0 ? t('poll.total', { count: poll.votes }) : t('poll.noVoters')}
      </p>
    </div>
  );
}
