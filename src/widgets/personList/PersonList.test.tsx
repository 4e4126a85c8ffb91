import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { listOf, PERSONS } from '../_kit/content/fixtures';
import { renderOnPage } from '../_kit/list/testing';
import { checkParams } from '../validate';
import meta, { type PersonListParams } from './meta';
import PersonList from './PersonList';

function show(params: PersonListParams = { count: 100 }, route = '/uz/person/') {
  const api = (path: string, query: Record<string, unknown>) =>
    path === 'efir/person.json' ? listOf(PERSONS, { page: Number(query.page) }) : undefined;
  return renderOnPage(<PersonList id="persons" params={params} />, '/uz/person/', { api, route });
}

describe('personList widget', () => {
  it('has examples and defaults valid against its schema, 100 a page by default (spec §9)', () => {
    for (const example of meta.examples) expect(checkParams(meta, example.params), example.name).toEqual([]);
    expect(checkParams(meta, meta.defaults)).toEqual([]);
    expect(meta.defaults.count).toBe(100);
  });

  it('shows a card per person: portrait, linked name and type', async () => {
    const { calls, container } = show();
    const link = await screen.findByRole('link', { name: 'Шаҳло Юсупова' });
    expect(link.getAttribute('href')).toBe('/uz/person/shahlo/');
    const photo = screen.getByRole('img', { name: 'Шаҳло Юсупова' });
    expect(photo.getAttribute('src')).toBe('/uploads/demo/shahlo-thumb.jpg');
    expect(screen.getByText('Телевидение')).toBeTruthy();
    expect(calls).toEqual([{ path: 'efir/person.json', query: { count: 100, page: 1 } }]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('passes the params and the query filters', async () => {
    const { calls } = show({ type: 'radio', count: 8 }, '/uz/person/?channel=yoshlar&title=Шаҳло');
    await screen.findByRole('link', { name: 'Шаҳло Юсупова' });
    expect(calls[0]?.query).toEqual({ type: 'radio', channel: 'yoshlar', count: 8, page: 1, title: 'Шаҳло' });
  });

  it('sends a non-numeric page to bad request', async () => {
    const { where, calls } = show({ count: 100 }, '/uz/person/?page=two');
    await screen.findByText('/uz/bad-request/');
    expect(where()).toBe('/uz/bad-request/');
    expect(calls).toEqual([]);
  });
});
