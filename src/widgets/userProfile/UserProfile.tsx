import { useT } from '@core/i18n/react';
import { pickText } from '@core/lang';
import { Link } from '@core/router';
import { href } from '@core/routes';
import type { Profile, User } from '@core/schemas/auth';
import { SignedIn } from '../_kit/account/SignedIn';
import { useApi, useRuntime } from '../runtime';
import type { WidgetProps } from '../types';
import type { UserProfileParams } from './meta';

interface ListEntry {
  _id: string;
  title: Record<string, string>;
}

function ProfileView({ user }: { user: User }) {
  const t = useT('userProfile', 'kit.account');
  const { lang } = useRuntime();
  const profile = useApi<Profile>('user/profile.json', {}, { quiet: true });
  const nations = useApi<ListEntry[]>('list/nation/all.json', { count: 'all' });
  const data = profile.data?.data;
  const nation = nations.data?.data.find((n) => n._id === data?.nation);
  const name = user.displayName || user.username;
  return (
    <>
      <div className="w-account__row">
        {user.picture ? (
          <img
            className="w-account__picture"
            src={user.picture}
            alt={t('me.userProfile.picture', { name })}
            width={160}
            height={160}
          />
        ) : (
          <div className="w-account__picture" role="img" aria-label={t('me.picture.none')} />
        )}
        <h2>{data?.title || name}</h2>
      </div>
      <dl className="w-account__list">
        <dt>{t('me.userProfile.username')}</dt>
        <dd>{user.username}</dd>
        <dt>{t('me.userProfile.email')}</dt>
        <dd>{user.email ?? '—'}</dd>
        <dt>{t('me.userProfile.phone')}</dt>
        <dd>{user.phone ?? '—'}</dd>
        {data?.sex && (
          <>
            <dt>{t('me.profile.sex')}</dt>
            <dd>{t(`me.profile.${data.sex}`)}</dd>
          </>
        )}
        {nation && (
          <>
            <dt>{t('me.profile.nation')}</dt>
            <dd>{pickText(nation.title, lang)}</dd>
          </>
        )}
        {data?.address && (
          <>
            <dt>{t('me.profile.address')}</dt>
            <dd>{data.address}</dd>
          </>
        )}
      </dl>
      {!user.is_profile_filled && <p className="w-account__status">{t('me.userProfile.notFilled')}</p>}
      <Link className="w-account__action" to={href('app.my.profile')}>
        {t('me.userProfile.edit')}
      </Link>
    </>
  );
}

/** The signed-in user's profile (spec §2 user/profile/): picture, name, account and profile fields. */
export default function UserProfile(_props: WidgetProps<UserProfileParams>) {
  const t = useT('userProfile', 'kit.account');
  return (
    <SignedIn label={t('me.userProfile.label')} minHeight="20rem">
      {(user) => <ProfileView user={user} />}
    </SignedIn>
  );
}
