import { ApiError } from '@core/api-error';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { renderWithRuntime } from '../../../tests/helpers/render';
import { testUser } from '../../../tests/helpers/user';
import FileUpload from './FileUpload';
import type { FileUploadParams } from './meta';

const DEFAULTS: FileUploadParams = {
  count: 1,
  size: 10,
  type: 'image/*',
  maxWidth: 6000,
  maxCount: 1,
  rotation: 90,
};
const signedIn = { status: 'known' as const, user: testUser() };
const image = (name: string, bytes = 3) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

describe('fileUpload (the upload block)', () => {
  it('asks a visitor to sign in or sign up (spec §8 registration prompt)', () => {
    renderWithRuntime(<FileUpload id="u" params={DEFAULTS} />, {
      lang: 'en',
      session: { status: 'known', user: null },
    });
    expect(screen.getByText('For sending data please log in or sign up')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('takes the spec defaults: one image/* file of 10 MB at a time', () => {
    renderWithRuntime(<FileUpload id="u" params={DEFAULTS} />, { lang: 'en', session: signedIn });
    const input = screen.getByLabelText('Choose a file') as HTMLInputElement;
    expect(input.accept).toBe('image/*');
    expect(input.multiple).toBe(false);
    expect(screen.getByText('Types: image/*; up to 10 MB each; at most 1 at a time')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload' })).toHaveProperty('disabled', true);
  });

  it('refuses a wrong type, a file too big and too many with the spec message, in the page language', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { toasts } = renderWithRuntime(
      <FileUpload id="u" params={{ ...DEFAULTS, count: 2, size: 1, maxCount: 5 }} />,
      { lang: 'ru', session: signedIn },
    );
    const input = screen.getByLabelText('Выберите файлы') as HTMLInputElement;
    expect(input.multiple).toBe(true);
    const big = image('big.jpg');
    Object.defineProperty(big, 'size', { value: 2 * 1024 * 1024 });
    await user.upload(input, [
      new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }),
      big,
      image('1.jpg'),
      image('2.jpg'),
      image('3.jpg'),
    ]);
    expect(toasts).toEqual([
      { message: 'Ошибка при загрузке файла: cv.pdf — файлы этого типа не принимаются', kind: 'error' },
      { message: 'Ошибка при загрузке файла: big.jpg — файл слишком большой (1 МБ)', kind: 'error' },
      { message: 'Ошибка при загрузке файла: 3.jpg — слишком много файлов (2)', kind: 'error' },
    ]);
    const list = screen.getByRole('list', { name: 'Выбранные файлы' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Удалить: 1.jpg' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });

  it('turns an image by keyboard in 90° steps and sends the turn with upload_key, lang and the settings', async () => {
    const user = userEvent.setup();
    const bodies: FormData[] = [];
    let release: () => void = () => {};
    const { toasts, container } = renderWithRuntime(
      <FileUpload id="u" params={{ ...DEFAULTS, maxWidth: 2000 }} />,
      {
        lang: 'en',
        session: signedIn,
        send: async (method, path, body, options) => {
          expect([method, path]).toEqual(['POST', 'upload.json']);
          bodies.push(body as FormData);
          options?.onProgress?.(0.4);
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          return {
            data: {
              uploaded: [
                {
                  title: 'me.jpg',
                  link: '/uploads/u/2026/11/a.jpg',
                  thumb: '/uploads/u/2026/11/a.thumb.webp',
                  width: 300,
                  height: 400,
                },
              ],
              errors: [],
            },
          };
        },
      },
    );
    await user.upload(screen.getByLabelText('Choose a file'), image('me.jpg'));
    const rotate = screen.getByRole('button', { name: /Rotate me\.jpg by 90°/ });
    expect(screen.getByText('Turned 0°')).toBeTruthy();
    rotate.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Turned 90°')).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('Turned 180°')).toBeTruthy();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(screen.getByText('Turned 270°')).toBeTruthy();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByText('Turned 90°')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toBeTruthy());
    expect(screen.getByText('Uploading 40 %')).toBeTruthy();
    release();
    const done = await screen.findByRole('list', { name: 'Uploaded files' });
    expect(within(done).getByRole('link', { name: 'me.jpg' }).getAttribute('href')).toBe(
      '/uploads/u/2026/11/a.jpg',
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(toasts).toContainEqual({ message: 'Uploaded: 1', kind: 'success' });
    const body = bodies[0] as FormData;
    expect(Object.fromEntries([...body.entries()].filter(([k]) => k !== 'file'))).toEqual({
      upload_key: 'block',
      lang: 'en',
      count: '1',
      size: '10',
      type: 'image/*',
      maxWidth: '2000',
      rotate: '90',
    });
    expect((body.get('file') as File).name).toBe('me.jpg');
    // maxCount 1 reached: the picker takes no more.
    expect(screen.getByText('No more files can be added here (at most 1)')).toBeTruthy();
    expect(screen.getByLabelText('Choose a file')).toHaveProperty('disabled', true);
  });

  it("toasts the server's message for each refused file, or '{file} - not uploaded', and drops the files", async () => {
    const user = userEvent.setup();
    let fail = false;
    const { toasts } = renderWithRuntime(<FileUpload id="u" params={{ ...DEFAULTS, maxCount: 3 }} />, {
      lang: 'en',
      session: signedIn,
      send: async () => {
        if (fail) throw new ApiError(500, '');
        return {
          data: {
            uploaded: [],
            errors: [{ title: 'a.jpg', message: 'a.jpg - not uploaded: the file is damaged' }],
          },
        };
      },
    });
    const input = screen.getByLabelText('Choose a file');
    await user.upload(input, image('a.jpg'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() =>
      expect(toasts).toContainEqual({ message: 'a.jpg - not uploaded: the file is damaged', kind: 'error' }),
    );
    expect(screen.queryByRole('list', { name: 'Chosen files' })).toBeNull();
    fail = true;
    await user.upload(input, image('b.jpg'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(toasts).toContainEqual({ message: 'b.jpg - not uploaded', kind: 'error' }));
    expect(screen.queryByRole('list', { name: 'Chosen files' })).toBeNull();
  });
});
