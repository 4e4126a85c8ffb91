import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { CHANNELS, channelPage } from '../../../tests/helpers/broadcast';
import { itemOf, listOf, NATIONS, PERSONS } from '../_kit/content/fixtures';
import { renderOnPage } from '../_kit/list/testing';
import { checkParams } from '../validate';
import meta, { type PersonViewParams } from './meta';
import PersonView from './PersonView';

function api(path: string): unknown {
  const id = /^efir\/person\/([a-z0-9-]+)\.json$/.exec(path)?.[1];
  if (id) {
    const found = PERSONS.find((p) => p._id === id);
    return found ? itemOf(found) : undefined;
  }
  if (path === 'efir/channel.json') return channelPage(CHANNELS);
  if (path === 'list/nation/all.json') return listOf(NATIONS);
  return undefined;
}

function show(params: PersonViewParams = {}, route = '/uz/person/shahlo/') {
  return renderOnPage(<PersonView id="person" params={params} />, '/uz/person/:id/', { api, route });
}

describe('personView widget', () => {
  it('has examples and defaults valid against its schema', () => {
    for (const example of meta.examples) expect(checkParams(meta, example.params), example.name).toEqual([]);
    expect(checkParams(meta, meta.defaults)).toEqual([]);
  });

  it('shows the person: photo, name, channel, nation and about', async () => {
    const { calls, container } = show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Шаҳло Юсупова' })).toBeTruthy();
    const photo = screen.getByRole('img', { name: 'Шаҳло Юсупова' });
    expect([photo.getAttribute('width'), photo.getAttribute('height')]).toEqual(['360', '450']);
    expect(screen.getByRole('link', { name: 'Ёшлар' }).getAttribute('href')).toBe('/uz/channel/yoshlar/');
    expect(screen.getByText('қорақалпоқ')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Шахс ҳақида' })).getByText('Режиссёр')).toBeTruthy();
    expect(calls).toEqual([
      { path: 'efir/person/shahlo.json', query: {} },
      { path: 'efir/channel.json', query: { count: 'all' } },
      { path: 'list/nation/all.json', query: { count: 'all' } },
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('answers an unknown person with not found', async () => {
    show({}, '/uz/person/nobody/');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Бундай шахс йўқ');
    expect(within(alert).getByRole('link', { name: 'Барча шахслар' }).getAttribute('href')).toBe(
      '/uz/person/',
    );
  });
});
