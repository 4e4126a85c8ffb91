import { useT } from '@core/i18n/react';
import { pickText } from '@core/lang';
import type { Profile } from '@core/schemas/auth';
import { useEffect, useId, useRef } from 'react';
import { SignedIn } from '../_kit/account/SignedIn';
import { maxLength, required } from '../_kit/forms/checks';
import { RadioGroupField, SelectField, TextAreaField, TextField } from '../_kit/forms/fields';
import { Form, FormError, SubmitButton } from '../_kit/forms/form';
import { useForm } from '../_kit/forms/useForm';
import { useApi, useRuntime } from '../runtime';
import { useSession } from '../session';
import type { WidgetProps } from '../types';
import type { ProfileFormParams } from './meta';

interface ListEntry {
  _id: string;
  title: Record<string, string>;
}

const EMPTY = { title: '', sex: '', nation: '', fax: '', address: '', note: '' };

function ProfileEditor() {
  const t = useT('kit.account');
  const runtime = useRuntime();
  const session = useSession();
  const headingId = useId();
  const profile = useApi<Profile>('user/profile.json', {}, { quiet: true, staleTime: 0 });
  const nations = useApi<ListEntry[]>('list/nation/all.json', { count: 'all' });
  const form = useForm({
    initial: EMPTY,
    rules: {
      title: { checks: [required(), maxLength(200)] },
      sex: { checks: [required()] },
      fax: { checks: [maxLength(50)] },
      address: { checks: [maxLength(500)] },
      note: { checks: [maxLength(2000)] },
    },
    onSubmit: async (values) => {
      const body = { ...values, title: values.title.trim() };
      const answer = await runtime.send<{ message: string; data: Profile }>(
        'PUT',
        'user/profile.json',
        body,
        {
          quiet: true,
        },
      );
      runtime.toast(answer.message, 'success');
      // Spec §4: the registration tab follows the profile (a user-check event).
      session.recheck();
    },
  });
  const loaded = useRef(false);
  const data = profile.data?.data;
  useEffect(() => {
    if (!data || loaded.current) return;
    loaded.current = true;
    form.reset({
      title: data.title,
      sex: data.sex ?? '',
      nation: data.nation ?? '',
      fax: data.fax,
      address: data.address,
      note: data.note,
    });
  }, [data, form]);

  const options = (nations.data?.data ?? []).map((n) => ({
    value: n._id,
    label: pickText(n.title, runtime.lang),
  }));
  return (
    <>
      <h2 id={headingId} className="visually-hidden">
        {t('me.profile.label')}
      </h2>
      <Form form={form} aria-labelledby={headingId} aria-busy={profile.isPending}>
        <TextField name="title" label={t('me.profile.title')} autoComplete="name" maxLength={200} required />
        <RadioGroupField
          name="sex"
          label={t('me.profile.sex')}
          required
          options={[
            { value: 'man', label: t('me.profile.man') },
            { value: 'woman', label: t('me.profile.woman') },
          ]}
        />
        <SelectField
          name="nation"
          label={t('me.profile.nation')}
          placeholder={t('me.profile.choose')}
          options={options}
        />
        <TextField name="fax" type="tel" label={t('me.profile.fax')} maxLength={50} />
        <TextField
          name="address"
          label={t('me.profile.address')}
          autoComplete="street-address"
          maxLength={500}
        />
        <TextAreaField name="note" label={t('me.profile.note')} maxLength={2000} />
        <FormError />
        <SubmitButton>{t('me.profile.submit')}</SubmitButton>
      </Form>
    </>
  );
}

/** The signed-in user's profile (spec §3 Profile): title, sex, nation, fax, address, note; 'Saved'. */
export default function ProfileForm(_props: WidgetProps<ProfileFormParams>) {
  const t = useT('kit.account');
  return (
    <SignedIn label={t('me.profile.label')} minHeight="34rem">
      {() => <ProfileEditor />}
    </SignedIn>
  );
}
