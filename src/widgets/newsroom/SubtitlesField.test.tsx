import { ApiError } from '@core/api-error';
import type { SubtitleTrack } from '@core/schemas/content';
import { NEWSROOM_DOCUMENTS } from '@core/schemas/newsroom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { renderWithRuntime } from '../../../tests/helpers/render';
import { uiSchemaOf } from '../_kit/newsroom/form-schema';
import { SUBTITLES_PATH, SubtitlesField } from './SubtitlesField';

const UZ = '/uploads/subtitles/AAAAAAAAAAAAAAAAAAAAAAAA.vtt';
const EN = '/uploads/subtitles/BBBBBBBBBBBBBBBBBBBBBBBB.vtt';

/** The field as rjsf holds it: its value is the form's, changed through onChange. */
function Holder({ initial, seen }: { initial?: SubtitleTrack[]; seen: (SubtitleTrack[] | undefined)[] }) {
  const [value, setValue] = useState<SubtitleTrack[] | undefined>(initial);
  const props = {
    formData: value,
    onChange: (next: SubtitleTrack[] | undefined) => {
      seen.push(next);
      setValue(next);
    },
    schema: { title: 'Subtitles' },
    idSchema: { $id: 'nr_subtitles' },
  } as unknown as Parameters<typeof SubtitlesField>[0];
  return <SubtitlesField {...props} />;
}

const vttFile = (name = 'english.vtt', text = 'WEBVTT\n\n00:01.000 --> 00:02.000\nHi\n') =>
  new File([text], name, { type: 'text/vtt' });

describe('the newsroom subtitles field', () => {
  it("is what an archive recording's subtitles are edited with", () => {
    const ui = uiSchemaOf(NEWSROOM_DOCUMENTS.archive as never, {}) as Record<string, unknown>;
    expect(ui.subtitles).toEqual({ 'ui:field': 'subtitles' });
  });

  it('lists the tracks and offers only the languages not used yet; axe-clean', async () => {
    const { container } = renderWithRuntime(
      <Holder
        initial={[
          { lang: 'uz', url: UZ },
          { lang: 'en', url: EN },
        ]}
        seen={[]}
      />,
      { lang: 'en' },
    );
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Uzbek (Cyrillic)AAAAAAAAAAAAAAAAAAAAAAAA.vttRemove',
      'EnglishBBBBBBBBBBBBBBBBBBBBBBBB.vttRemove',
    ]);
    expect(screen.getByRole('link', { name: 'AAAAAAAAAAAAAAAAAAAAAAAA.vtt' }).getAttribute('href')).toBe(UZ);
    const select = screen.getByRole('combobox', { name: 'Language of the subtitles' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['ru', 'oz']);
    expect(screen.getByLabelText('WebVTT file (.vtt, up to 512 KB)').getAttribute('accept')).toBe(
      '.vtt,text/vtt',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('uploads a file in the chosen language and adds its track', async () => {
    const seen: (SubtitleTrack[] | undefined)[] = [];
    const user = userEvent.setup();
    const { sent, container } = renderWithRuntime(
      <Holder initial={[{ lang: 'uz', url: UZ }]} seen={seen} />,
      {
        lang: 'en',
        send: (method, path, body) =>
          method === 'POST' && path === SUBTITLES_PATH && body instanceof FormData
            ? { data: { url: EN } }
            : undefined,
      },
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language of the subtitles' }), 'en');
    await user.upload(screen.getByLabelText('WebVTT file (.vtt, up to 512 KB)'), vttFile());
    await user.click(screen.getByRole('button', { name: 'Add subtitles' }));
    await waitFor(() =>
      expect(seen.at(-1)).toEqual([
        { lang: 'uz', url: UZ },
        { lang: 'en', url: EN },
      ]),
    );
    expect(sent).toHaveLength(1);
    expect((sent[0]?.body as FormData | undefined)?.get('file')).toBeInstanceOf(File);
    // The uploaded file is shown by the name it had.
    expect(screen.getByRole('link', { name: 'english.vtt' }).getAttribute('href')).toBe(EN);
    expect(
      within(screen.getByRole('combobox', { name: 'Language of the subtitles' }))
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['ru', 'oz']);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('removes a track from the keyboard', async () => {
    const seen: (SubtitleTrack[] | undefined)[] = [];
    const user = userEvent.setup();
    renderWithRuntime(
      <Holder
        initial={[
          { lang: 'uz', url: UZ },
          { lang: 'en', url: EN },
        ]}
        seen={seen}
      />,
      { lang: 'en' },
    );
    screen.getByRole('button', { name: 'Remove: Uzbek (Cyrillic)' }).focus();
    await user.keyboard('{Enter}');
    expect(seen.at(-1)).toEqual([{ lang: 'en', url: EN }]);
    await user.click(screen.getByRole('button', { name: 'Remove: English' }));
    expect(seen.at(-1)).toBeUndefined();
    expect(screen.getByText('No subtitles yet.')).toBeTruthy();
  });

  it("shows the server's refusal and adds nothing; checks the file before sending it", async () => {
    const seen: (SubtitleTrack[] | undefined)[] = [];
    const { sent } = renderWithRuntime(<Holder seen={seen} />, {
      lang: 'en',
      send: () => {
        throw new ApiError(400, 'Line 3: a cue must end after it starts', 'file');
      },
    });
    const add = screen.getByRole('button', { name: 'Add subtitles' });
    fireEvent.click(add);
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a .vtt file first.');
    const input = screen.getByLabelText('WebVTT file (.vtt, up to 512 KB)');
    fireEvent.change(input, { target: { files: [vttFile('subs.srt')] } });
    fireEvent.click(add);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Subtitles are uploaded as WebVTT files (.vtt).',
    );
    expect(sent).toHaveLength(0);
    fireEvent.change(input, { target: { files: [vttFile()] } });
    fireEvent.click(add);
    expect((await screen.findByRole('alert')).textContent).toBe('Line 3: a cue must end after it starts');
    expect(sent).toHaveLength(1);
    expect(seen).toEqual([]);
  });
});
