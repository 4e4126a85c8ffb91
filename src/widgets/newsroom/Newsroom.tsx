import { useT } from '@core/i18n/react';
import { inNewsroom, NEWSROOM_TYPES, type NewsroomType } from '@core/newsroom';
import type { User } from '@core/schemas/auth';
import { useId, useState } from 'react';
import { SignedIn } from '../_kit/account/SignedIn';
import type { WidgetProps } from '../types';
import { ExistingItem, ItemEditor } from './ItemEditor';
import { List } from './List';
import type { NewsroomParams } from './meta';
import './newsroom.css';

function Screen() {
  const t = useT('newsroom');
  const typeId = useId();
  const [type, setType] = useState<NewsroomType>('news');
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  if (editing)
    return editing.id === null ? (
      <ItemEditor type={type} initial={null} onDone={() => setEditing(null)} />
    ) : (
      <ExistingItem type={type} id={editing.id} onDone={() => setEditing(null)} />
    );
  return (
    <div className="w-nr">
      <div className="w-nr__bar">
        <p>
          <label htmlFor={typeId}>{t('nr.type')}</label>
          <select
            id={typeId}
            className="w-nr__control"
            value={type}
            onChange={(event) => setType(event.target.value as NewsroomType)}
          >
            {NEWSROOM_TYPES.map((k) => (
              <option key={k} value={k}>
                {t(`types.${k}`)}
              </option>
            ))}
          </select>
        </p>
        <button
          type="button"
          className="w-nr__button w-nr__button--primary"
          onClick={() => setEditing({ id: null })}
        >
          {t('nr.new')}
        </button>
      </div>
      <List key={type} type={type} onOpen={(id) => setEditing({ id })} />
    </div>
  );
}

/**
 * The newsroom's content screen (issue 26; editors and admins): choose a type, list its items
 * with their status, filter by title, edit an item in a form generated from its schema (texts in
 * the four languages side by side), save a draft, publish now, schedule (Tashkent time), take
 * down or delete it; a write that another editor's overtook shows both versions to choose from.
 * Not rendered on the server (an empty box until the session is known).
 */
export default function Newsroom(_props: WidgetProps<NewsroomParams>) {
  const t = useT('newsroom');
  return (
    <SignedIn label={t('nr.label')} minHeight="36rem">
      {(user: User) => (inNewsroom(user.roles) ? <Screen /> : <p>{t('nr.forbidden')}</p>)}
    </SignedIn>
  );
}
