import { ApiError } from '@core/api-error';
import type { Lang } from '@core/lang';
import type { User } from '@core/schemas/auth';
import { FILE_ACCEPT, FORM_FILES, FORM_NAMES, type FormName } from '@core/schemas/forms';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { type RenderOptions, renderWithRuntime } from '../../../tests/helpers/render';
import { testUser } from '../../../tests/helpers/user';
import { RETURN_TO_KEY, type Session } from '../session';
import { checkParams } from '../validate';
import meta from './meta';
import RequestForm from './RequestForm';

const CHANNELS = [
  { _id: 'yoshlar', type: 'tv', title: { uz: 'Ёшлар', en: 'Yoshlar' } },
  { _id: 'mahalla', type: 'radio', title: { uz: 'Маҳалла', en: 'Mahalla' } },
];
const BROADCASTS = [{ _id: 'tongi-show', title: { uz: 'Тонги шоу', en: 'Morning show' } }];
const REGIONS = [
  { _id: 'tashkent-city', title: { uz: 'Тошкент шаҳри', en: 'Tashkent city' } },
  { _id: 'samarkand', title: { uz: 'Самарқанд вилояти', en: 'Samarkand region' } },
];

function api(path: string, query: Record<string, unknown>) {
  if (path === 'efir/channel.json') return { data: CHANNELS, meta: {} };
  if (path === 'efir/broadcast.json')
    return { data: query.channel === 'yoshlar' ? BROADCASTS : [], meta: {} };
  if (path === 'list/region/all.json') return { data: REGIONS, meta: {} };
  return undefined;
}

const SIGNED_IN = (user: User = testUser()): Partial<Session> => ({ status: 'known', user });

function show(
  form: FormName,
  {
    session = SIGNED_IN(),
    lang = 'en',
    ...options
  }: { session?: Partial<Session>; lang?: Lang } & RenderOptions = {},
) {
  const user = userEvent.setup({ applyAccept: false });
  const rendered = renderWithRuntime(<RequestForm id="form" params={{ form }} />, {
    api,
    route: '/uz/my/taklifnoma/?page=2',
    session,
    lang,
    ...options,
  });
  return { user, ...rendered };
}

const submit = () => screen.getByRole('button', { name: 'Send' });

describe('requestForm widget', () => {
  afterEach(() => sessionStorage.clear());

  it('has an example of every form, valid against its schema', () => {
    for (const example of meta.examples) expect(checkParams(meta, example.params), example.name).toEqual([]);
    expect(new Set(meta.examples.map((e) => e.params.form)).size).toBe(6);
    expect(checkParams(meta, { form: 'unknown' })).not.toEqual([]);
  });

  it('is an empty box of the form’s height until the session is known, reading nothing', () => {
    const { container, calls } = show('taklifnoma', { session: {} });
    const box = container.querySelector('.r-request--waiting') as HTMLElement;
    expect(box.style.minHeight).toMatch(/^\d+(\.\d+)?rem$/);
    expect(box.textContent).toBe('');
    expect(calls).toEqual([]);
  });

  it.each([
    ['a visitor', { status: 'known', user: null } as Partial<Session>],
    ['a user with only the guest role', SIGNED_IN(testUser({ roles: ['guest'] }))],
  ])('shows %s the registration prompt, remembering the page', async (_who, session) => {
    const { user, container } = show('tabriknoma', { session, lang: 'uz' });
    expect(screen.getByText('Маълумот юбориш учун тизимга киринг ёки рўйхатдан ўтинг')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Юбориш' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Рўйхатдан ўтиш' }).getAttribute('href')).toBe(
      '/uz/authentication/signup/',
    );
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('link', { name: 'Кириш' }));
    expect(sessionStorage.getItem(RETURN_TO_KEY)).toBe('/uz/my/taklifnoma/?page=2');
  });

  it.each(FORM_NAMES.map((form) => [form]))(
    'renders %s from its schema: every field labelled, file pickers as the form takes them, axe-clean',
    async (form) => {
      const { container } = show(form);
      await screen.findAllByRole('option', { name: 'Yoshlar' });
      const controls = [
        ...container.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
          'input, select, textarea',
        ),
      ].filter((c) => c.name !== 'website' && c.type !== 'hidden');
      expect(controls.length).toBeGreaterThan(2);
      for (const control of controls) expect(control.labels?.length ?? 0, control.name).toBeGreaterThan(0);
      for (const [name, file] of Object.entries(FORM_FILES[form])) {
        const input = container.querySelector(`input[type="file"][name="${name}"]`) as HTMLInputElement;
        expect(input.getAttribute('accept'), name).toBe(FILE_ACCEPT[file.accept]);
        expect(input.multiple, name).toBe(file.count > 1);
      }
      expect(await axeViolations(container)).toEqual([]);
    },
  );

  it('lets a visitor send qabulxona (spec §5)', async () => {
    show('qabulxona', { session: { status: 'known', user: null } });
    expect(screen.queryByText('For sending data please log in or sign up')).toBeNull();
    expect(await screen.findByRole('option', { name: 'Samarkand region' })).toBeTruthy();
    expect(submit()).toBeTruthy();
  });

  it('refuses an invalid form: every invalid field marked with its message, the first focused, nothing sent', async () => {
    const { user, sent } = show('taklifnoma');
    await user.type(screen.getByRole('spinbutton', { name: /Age/ }), '0');
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), '{Control>}a{/Control}not-an-address');
    await user.click(submit());
    const title = screen.getByRole('textbox', { name: /Subject of the invitation/ });
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(title);
    const messageOf = (control: HTMLElement) =>
      document.getElementById(control.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')?.textContent;
    expect(messageOf(title)).toBe('Fill in this field');
    expect(messageOf(screen.getByRole('spinbutton', { name: /Age/ }))).toBe('Enter a number not less than 1');
    expect(messageOf(screen.getByRole('textbox', { name: /E-mail/ }))).toMatch(/valid e-mail/);
    expect(screen.getByRole('group', { name: /Sex/ }).textContent).toContain('Choose one of the options');
    expect(
      screen.getByRole('textbox', { name: /About the person and the event/ }).getAttribute('aria-invalid'),
    ).toBe('true');
    // Optional fields left empty are not errors.
    expect(screen.getByRole('textbox', { name: /Occupation/ }).getAttribute('aria-invalid')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('sends a valid form as JSON (trimmed, numbers as numbers), shows the confirmation and resets', async () => {
    const { user, sent, container } = show('taklifnoma', {
      send: () => ({ message: 'Sended', data: { _id: 's1', status: 'received' } }),
    });
    const email = screen.getByRole('textbox', { name: /E-mail/ }) as HTMLInputElement;
    expect(email.value).toBe('aziz@example.uz');
    await user.type(screen.getByRole('textbox', { name: /Subject of the invitation/ }), '  School jubilee ');
    await user.type(
      screen.getByRole('textbox', { name: /Full name of the person invited/ }),
      'Karimova Dilnoza',
    );
    await user.click(screen.getByRole('radio', { name: 'Woman' }));
    await user.type(screen.getByRole('spinbutton', { name: /Age/ }), '34');
    await user.type(
      screen.getByRole('textbox', { name: /About the person and the event/ }),
      'A teacher of 20 years',
    );
    await user.type(screen.getByRole('textbox', { name: /About you/ }), 'The school’s director');
    await user.click(screen.getByRole('radio', { name: 'Television' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: /Channel/ }), 'yoshlar');
    await user.selectOptions(await screen.findByRole('combobox', { name: /Broadcast/ }), 'tongi-show');
    expect(await axeViolations(container)).toEqual([]);
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Sended'));
    expect(sent).toEqual([
      {
        method: 'POST',
        path: 'efir/form/taklifnoma.json',
        body: {
          title: 'School jubilee',
          email: 'aziz@example.uz',
          type: 'tv',
          channel: 'yoshlar',
          broadcast: 'tongi-show',
          detail: {
            who: 'Karimova Dilnoza',
            sex: 'woman',
            age: 34,
            info: 'A teacher of 20 years',
            you: 'The school’s director',
          },
        },
      },
    ]);
    expect(
      (screen.getByRole('textbox', { name: /Subject of the invitation/ }) as HTMLInputElement).value,
    ).toBe('');
    expect(email.value).toBe('aziz@example.uz');
  });

  it('sends files as multipart: the payload part first, then each file under its field, with progress', async () => {
    let progressShown = false;
    const { user, sent } = show('reporter', {
      send: async (_method, _path, _body, options) => {
        options?.onProgress?.(0.5);
        await waitFor(() => expect(screen.getByRole('progressbar')).toBeTruthy());
        progressShown = screen.getByText('Sending: 50%') !== null;
        return { message: 'Sended', data: { _id: 's2', status: 'received' } };
      },
    });
    await user.type(screen.getByRole('textbox', { name: /What happened/ }), 'Flood in the mahalla');
    await user.type(screen.getByLabelText(/Date of the event/), '2026-11-20');
    await user.click(submit());
    const files = screen.getByLabelText(/Photos, video or audio/) as HTMLInputElement;
    await waitFor(() => expect(files.getAttribute('aria-invalid')).toBe('true'));
    expect(sent).toEqual([]);
    const photo = new File(['jpeg'], 'street.jpg', { type: 'image/jpeg' });
    const clip = new File(['mp4'], 'clip.mp4', { type: 'video/mp4' });
    await user.upload(files, [photo, clip]);
    const list = screen.getByRole('list', { name: /Chosen files/ });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.k-upload__name')?.textContent),
    ).toEqual(['street.jpg', 'clip.mp4']);
    // The photo is turned a quarter clockwise by keyboard; the clip (not an image) has no turn.
    const rotate = screen.getByRole('button', { name: /Rotate street\.jpg by 90°/ });
    expect(screen.queryByRole('button', { name: /Rotate clip\.mp4/ })).toBeNull();
    rotate.focus();
    await user.keyboard('{Enter}');
    expect(within(list).getByText('Turned 90°')).toBeTruthy();
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Sended'));
    expect(progressShown).toBe(true);
    expect(screen.queryByRole('progressbar')).toBeNull();
    const body = sent[0]?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect([...body.keys()]).toEqual(['payload', 'rotate', 'files', 'files']);
    expect(body.get('rotate')).toBe('90,0');
    expect(JSON.parse(String(body.get('payload')))).toEqual({
      title: 'Flood in the mahalla',
      email: 'aziz@example.uz',
      detail: { date: '2026-11-20' },
    });
    expect((body.getAll('files') as File[]).map((f) => f.name)).toEqual(['street.jpg', 'clip.mp4']);
    expect(screen.queryByRole('list', { name: /Chosen files/ })).toBeNull();
  });

  it('refuses at once a file of a wrong type or over 10 MB (spec §8 toast), keeps the others, removes on request', async () => {
    const { user, toasts } = show('taklifnoma', { lang: 'ru' });
    const input = screen.getByLabelText(/Фотографии/) as HTMLInputElement;
    expect(input.getAttribute('accept')).toBe('image/*');
    expect(input.multiple).toBe(true);
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(input, [
      new File(['%PDF'], 'letter.pdf', { type: 'application/pdf' }),
      big,
      new File(['png'], 'ok.png', { type: 'image/png' }),
    ]);
    expect(toasts).toEqual([
      { message: 'Ошибка при загрузке файла: letter.pdf', kind: 'error' },
      { message: 'Ошибка при загрузке файла: big.png', kind: 'error' },
    ]);
    const list = screen.getByRole('list', { name: /Выбранные файлы/ });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await user.click(within(list).getByRole('button', { name: 'Удалить: ok.png' }));
    expect(screen.queryByRole('list', { name: /Выбранные файлы/ })).toBeNull();
    expect(document.activeElement).toBe(input);
  });

  it('shows a server 400 naming detail.fio beside that field', async () => {
    const { user } = show('tabriknoma', {
      send: () => {
        throw new ApiError(400, 'Too long a name', 'detail.fio');
      },
    });
    await user.click(screen.getByRole('radio', { name: 'Radio' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: /Channel/ }), 'mahalla');
    await user.type(
      screen.getByRole('textbox', { name: /Full name of the person congratulated/ }),
      'Aliyev Vali',
    );
    await user.type(screen.getByLabelText(/Date of the congratulation/), '2026-12-01');
    await user.type(screen.getByRole('textbox', { name: /Words of congratulation/ }), 'Happy birthday!');
    await user.click(submit());
    const fio = screen.getByRole('textbox', { name: /Full name of the person congratulated/ });
    await waitFor(() => expect(fio.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(fio);
    expect(screen.getByText('Too long a name')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('has a honeypot people never see, sent as typed', async () => {
    const { user, sent, container } = show('feedback', {
      send: () => ({ message: 'Sended', data: { _id: 's3', status: 'received' } }),
    });
    const honeypot = container.querySelector('input[name="website"]') as HTMLInputElement;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute('autocomplete')).toBe('off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /Do not fill/ })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /Subject/ }), 'Hello');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'A question');
    await user.type(honeypot, 'http://spam.example');
    await user.click(submit());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      title: 'Hello',
      email: 'aziz@example.uz',
      message: 'A question',
      website: 'http://spam.example',
    });
  });
});
