import { useT } from '@core/i18n/react';
import { pickText } from '@core/lang';
import { canModerate } from '@core/moderation';
import { Link } from '@core/router';
import { href } from '@core/routes';
import type { ListMeta } from '@core/schemas/common';
import type { Comment } from '@core/schemas/content';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { formatDateTime } from '../_kit/content/datetime';
import { type ItemTarget, itemTarget } from '../_kit/engage/target';
import { maxLength, required } from '../_kit/forms/checks';
import { TextAreaField } from '../_kit/forms/fields';
import { Form, FormError, SubmitButton } from '../_kit/forms/form';
import { useForm } from '../_kit/forms/useForm';
import { ReportControl } from '../_kit/moderation/ReportControl';
import {
  type ApiResponse,
  apiKey,
  type DataNeed,
  useApi,
  useLoadContext,
  useNeed,
  useRuntime,
} from '../runtime';
import { isRegistered, useSession } from '../session';
import type { WidgetProps } from '../types';
import { commentsNeed, minePath } from './data';
import { COMMENT_MAX_LENGTH } from './limits';
import type { CommentsParams } from './meta';
import './comments.css';

type CommentList = ApiResponse<Comment[], ListMeta>;

/**
 * Comments on an item (spec §2, §3, §5, §7): newest first, each with its time (Tashkent) and its
 * writer; text only (React writes it as text, never as HTML). Signed-in registered users write
 * one (trimmed, not empty: checked before anything is sent); visitors, and users with only the
 * guest role, get the registration prompt of spec §8. The form's place keeps its height while the
 * session is not known (on the server and while hydrating). Admins may delete a comment; a
 * signed-in reader may report others' comments (not their own) to the moderators.
 */
export default function Comments({ params }: WidgetProps<CommentsParams>) {
  const target = itemTarget(params, useLoadContext());
  return target ? <Thread key={`${target.db}/${target.id}`} target={target} params={params} /> : null;
}

function Thread({ target, params }: { target: ItemTarget; params: CommentsParams }) {
  const t = useT('comments', 'kit.engage');
  const { lang } = useRuntime();
  const session = useSession();
  const headingId = useId();
  const need = commentsNeed(target);
  const list = useNeed<Comment[], ListMeta>(need);
  const comments = list.data?.data ?? [];
  const known = session.status === 'known';
  const writer = known && isRegistered(session.user);
  const admin = writer && canModerate(session.user?.roles ?? []);
  // The reader's own comments get no report control (issue 25); none is offered until they are known.
  const mine = useApi<string[]>(writer ? minePath(target) : null, {}, { quiet: true, staleTime: 0 });
  const own = mine.data ? new Set(mine.data.data) : null;

  return (
    <section className="w-comments" aria-labelledby={headingId} aria-busy={list.isPending}>
      <h2 id={headingId} className="w-comments__title">
        {pickText(params.title, lang) || t('comments.title')}
        {/* No "(0)": an empty thread says so below, inviting the first comment. */}
        {list.data && list.data.meta.total > 0 && (
          <span className="w-comments__total"> ({list.data.meta.total})</span>
        )}
      </h2>
      <div className="w-comments__compose">
        {!known ? null : writer ? <CommentForm need={need} target={target} /> : <RegistrationPrompt />}
      </div>
      {list.isPending && <div className="w-comments__placeholder" aria-hidden="true" />}
      {list.isError && (
        <p className="w-comments__message" role="alert">
          {t('state.loadError')}
        </p>
      )}
      {list.isSuccess && comments.length === 0 && (
        <p className="w-comments__message">{t('comments.empty')}</p>
      )}
      {comments.length > 0 && (
        <ol className="w-comments__list">
          {comments.map((comment) => (
            <li key={comment._id} className="w-comments__item">
              <p className="w-comments__meta">
                <span className="w-comments__user">{comment.username}</span>
                <time className="w-comments__time" dateTime={comment.datetime}>
                  {formatDateTime(comment.datetime)}
                </time>
                {admin && <DeleteButton target={target} need={need} comment={comment} />}
              </p>
              <p className="w-comments__content">{comment.content}</p>
              {writer && own && !own.has(comment._id) && (
                <ReportControl kind="comment" id={comment._id} author={comment.username} />
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Spec §8: 'For sending data please log in or sign up', with the ways to do it. */
function RegistrationPrompt() {
  const t = useT('kit.account');
  return (
    <div className="w-comments__prompt">
      <p>{t('registration.prompt')}</p>
      <p className="w-comments__actions">
        <Link className="w-comments__action" to={href('app.authentication.signin')}>
          {t('registration.signIn')}
        </Link>
        <Link className="w-comments__action" to={href('app.authentication.signup')}>
          {t('registration.signUp')}
        </Link>
      </p>
    </div>
  );
}

function CommentForm({ need, target }: { need: DataNeed; target: ItemTarget }) {
  const t = useT('comments', 'kit.engage');
  const runtime = useRuntime();
  const client = useQueryClient();
  const form = useForm({
    initial: { content: '' },
    rules: {
      // Spec §5: non-empty once trimmed (whitespace alone is no comment).
      content: { checks: [required('comments:comments.required'), maxLength(COMMENT_MAX_LENGTH)] },
    },
    onSubmit: async ({ content }) => {
      const answer = await runtime.send<{ data?: Comment; message: string; held?: true }>(
        'POST',
        need.path,
        { content: content.trim() },
        { quiet: true },
      );
      // Held back by the word filter (issue 25): nothing to show yet; the writer is told it awaits review.
      const added = answer.data;
      // Newest first: the new comment heads the list at once; the server dropped its cached list.
      if (added) {
        client.setQueryData<CommentList>(apiKey(need.path, need.query), (list) =>
          list ? { data: [added, ...list.data], meta: { ...list.meta, total: list.meta.total + 1 } } : list,
        );
        // The writer's own: no report control on it.
        client.setQueryData<ApiResponse<string[]>>(apiKey(minePath(target)), (mine) =>
          mine ? { ...mine, data: [...mine.data, added._id] } : mine,
        );
      }
      form.reset();
      runtime.toast(answer.message, answer.held ? 'info' : 'success');
    },
  });
  return (
    <Form form={form} autoFocus={false} className="w-comments__form">
      <TextAreaField
        name="content"
        label={t('comments.field')}
        hint={t('comments.hint', { max: COMMENT_MAX_LENGTH })}
        rows={4}
        required
      />
      <FormError />
      <SubmitButton>{t('comments.submit')}</SubmitButton>
    </Form>
  );
}

function DeleteButton({ target, need, comment }: { target: ItemTarget; need: DataNeed; comment: Comment }) {
  const t = useT('comments', 'kit.engage');
  const runtime = useRuntime();
  const client = useQueryClient();
  const remove = async () => {
    if (!window.confirm(t('comments.confirmDelete'))) return;
    try {
      const answer = await runtime.send<{ message: string }>(
        'DELETE',
        `comment/${target.db}/${target.id}/${comment._id}.json`,
      );
      client.setQueryData<CommentList>(apiKey(need.path, need.query), (list) =>
        list
          ? {
              data: list.data.filter((c) => c._id !== comment._id),
              meta: { ...list.meta, total: Math.max(0, list.meta.total - 1) },
            }
          : list,
      );
      runtime.toast(answer.message, 'success');
    } catch {
      // The runtime toasted the server's message.
    }
  };
  return (
    <button type="button" className="w-comments__delete" onClick={() => void remove()}>
      {t('comments.delete')}
      <span className="visually-hidden">
        {' '}
        ({comment.username}, {formatDateTime(comment.datetime)})
      </span>
    </button>
  );
}
