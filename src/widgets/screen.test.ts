import { defaultLayout } from '@core/pages';
import { describe, expect, it } from 'vitest';
import { firstScreenOf } from './screen';

const widgets = (...names: string[]) => names.map((component) => ({ component }));

describe('firstScreenOf', () => {
  it('takes the whole top region and no widget of the side regions', () => {
    expect(firstScreenOf('top', widgets('onAir', 'newsList'))).toEqual([true, true]);
    expect(firstScreenOf('aside', widgets('title', 'chat'))).toEqual([false, false]);
  });

  it('goes down main past headings, lines and players to the first widget that takes a screen', () => {
    expect(firstScreenOf('main', widgets('title', 'line', 'archiveList', 'poll'))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(firstScreenOf('main', widgets('newsList', 'title'))).toEqual([true, false]);
    expect(firstScreenOf('main', widgets('title', 'line'))).toEqual([true, true]);
  });

  it('keeps a channel’s description, under its live player, on the first screen (its photo is the largest paint)', () => {
    const page = defaultLayout('app.channel.view')?.layout.params as
      | { components: { component: string; container: string }[] }
      | undefined;
    const main = page?.components.filter((c) => c.container === 'main') ?? [];
    expect(main.map((c) => c.component)).toEqual(['liveVideo', 'channelView']);
    expect(firstScreenOf('main', main)).toEqual([true, true]);
  });
});
