import type { Meta, StoryObj } from '@storybook/react-vite';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import type { Loaded } from '../src/client/editor/api';
import Editor from '../src/client/editor/Editor';
import { generatePage } from '../src/client/editor/model/generate';
import type { EditorMode } from '../src/client/editor/state';
import { langAtom } from '../src/client/state/lang';

/**
 * The layout editor on a large generated page (the shape of ../shared/puck-bench: headings, texts,
 * cards and containers in repeated sections), so designers can try dragging, the keyboard moves,
 * the settings form, undo and redo on a page of the size the benchmark measures. Saving needs the
 * server: here it answers that the page was not saved, and the work stays in the editor.
 */
function EditorOnLargePage({ widgets }: { widgets: number }) {
  const lang = useAtomValue(langAtom);
  const [mode, setMode] = useState<EditorMode>('layout');
  const initial = useMemo<Loaded>(() => {
    const { layout } = generatePage(widgets, { state: 'app.sitemap' });
    return { layout, source: 'stored', etag: 'W/"r1.story"', revision: 1, updatedAt: null };
  }, [widgets]);
  if (mode === 'off') {
    return (
      <button type="button" onClick={() => setMode('layout')}>
        Open the editor again
      </button>
    );
  }
  return (
    <Editor key={widgets} state="app.sitemap" initial={initial} lang={lang} mode={mode} setMode={setMode} />
  );
}

const meta = {
  title: 'Editor/Layout editor',
  component: EditorOnLargePage,
  parameters: { layout: 'fullscreen', efir: { route: { path: '/uz/sitemap/' } } },
  argTypes: { widgets: { control: { type: 'select' }, options: [17, 100, 300, 1000] } },
} satisfies Meta<typeof EditorOnLargePage>;

export default meta;

// The Storybook smoke test (tests/storybook) opens these two like every story, but runs axe only
// on the 17-widget one: theirs is the same markup repeated, and axe would take 20 and 50 s on it.
// (Tags are read from the file as written: literals.)
export const LargePage: StoryObj<typeof meta> = {
  name: '300 widgets',
  args: { widgets: 300 },
  tags: ['smoke-no-axe'],
};
export const HugePage: StoryObj<typeof meta> = {
  name: '1000 widgets',
  args: { widgets: 1000 },
  tags: ['smoke-no-axe'],
};
export const OneSection: StoryObj<typeof meta> = { name: 'One section (17 widgets)', args: { widgets: 17 } };
