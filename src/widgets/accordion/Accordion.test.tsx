import type { Lang } from '@core/lang';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { renderWithRuntime } from '../../../tests/helpers/render';
import { checkParams } from '../validate';
import Accordion, { ACTIVE_PANEL_DELAY_MS } from './Accordion';
import meta, { type AccordionParams } from './meta';

const panels: AccordionParams['panels'] = [
  { title: { uz: 'Қабулхона', en: 'Reception' }, text: { uz: 'Душанба – жума.', en: 'Monday to Friday.' } },
  {
    title: { uz: 'Манзил', en: 'Address' },
    text: { uz: 'Тошкент шаҳри.\n\nАмир Темур кўчаси.', en: 'Tashkent.' },
  },
  { title: { uz: 'Телефон', en: 'Phone' }, text: { uz: '+998 71 000 00 00', en: '+998 71 000 00 00' } },
];

function show(params: AccordionParams, lang: Lang = 'uz') {
  return renderWithRuntime(<Accordion id="accordion-1" params={params} />, { lang });
}

const button = (name: string) => screen.getByRole('button', { name });
const expanded = (name: string) => button(name).getAttribute('aria-expanded');

describe('accordion widget', () => {
  // Only the tests of the 1 s delay fake the clock; user-event runs on real timers.
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has examples and defaults valid against its schema', () => {
    for (const example of meta.examples) expect(checkParams(meta, example.params), example.name).toEqual([]);
    expect(checkParams(meta, meta.defaults)).toEqual([]);
    expect(checkParams(meta, { panels, active: -2 })).not.toEqual([]);
  });

  it('follows the WAI-ARIA pattern: heading buttons controlling labelled regions', async () => {
    const { container } = show({ panels, active: -1 });
    const headers = screen.getAllByRole('heading', { level: 3 });
    expect(headers.map((h) => h.textContent)).toEqual(['Қабулхона', 'Манзил', 'Телефон']);
    const first = button('Қабулхона');
    const region = document.getElementById(first.getAttribute('aria-controls') ?? '');
    expect(region?.getAttribute('aria-labelledby')).toBe(first.id);
    expect(region?.hidden).toBe(true);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('opens the active panel only after 1 s', () => {
    vi.useFakeTimers();
    show({ panels, active: 1 });
    expect(expanded('Манзил')).toBe('false');
    act(() => vi.advanceTimersByTime(ACTIVE_PANEL_DELAY_MS - 1));
    expect(expanded('Манзил')).toBe('false');
    act(() => vi.advanceTimersByTime(1));
    expect(expanded('Манзил')).toBe('true');
    const region = screen.getByRole('region', { name: 'Манзил' });
    expect(region.hidden).toBe(false);
    expect(region.querySelectorAll('p')).toHaveLength(2);
    expect(expanded('Қабулхона')).toBe('false');
  });

  it.each([-1, 3])('opens nothing when active is %i', (active) => {
    vi.useFakeTimers();
    show({ panels, active });
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getAllByRole('button').every((b) => b.getAttribute('aria-expanded') === 'false')).toBe(
      true,
    );
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('toggles any panel by click', async () => {
    const user = userEvent.setup();
    show({ panels, active: -1 });
    await user.click(button('Телефон'));
    expect(expanded('Телефон')).toBe('true');
    expect(screen.getByRole('region', { name: 'Телефон' }).textContent).toBe('+998 71 000 00 00');
    await user.click(button('Қабулхона'));
    expect(expanded('Қабулхона')).toBe('true');
    expect(expanded('Телефон')).toBe('true');
    await user.click(button('Телефон'));
    expect(expanded('Телефон')).toBe('false');
  });

  it('toggles by Enter and Space, and moves between headers with arrows, Home and End', async () => {
    const user = userEvent.setup();
    show({ panels, active: -1 });
    await user.tab();
    expect(document.activeElement).toBe(button('Қабулхона'));
    await user.keyboard('{Enter}');
    expect(expanded('Қабулхона')).toBe('true');
    await user.keyboard('{Enter}');
    expect(expanded('Қабулхона')).toBe('false');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(button('Манзил'));
    await user.keyboard(' ');
    expect(expanded('Манзил')).toBe('true');
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(button('Телефон'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(button('Қабулхона'));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(button('Телефон'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(button('Қабулхона'));
  });

  it('does not overrule a visitor who toggled a panel before the second passed', () => {
    vi.useFakeTimers();
    show({ panels, active: 0 });
    fireEvent.click(button('Манзил'));
    act(() => vi.advanceTimersByTime(ACTIVE_PANEL_DELAY_MS));
    expect(expanded('Қабулхона')).toBe('false');
    expect(expanded('Манзил')).toBe('true');
  });

  it('shows texts in the page language and skips panels without a title', () => {
    show({ panels: [...panels, { title: {}, text: { en: 'Orphan text' } }], active: -1 }, 'en');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Reception',
      'Address',
      'Phone',
    ]);
    expect(screen.queryByText('Orphan text')).toBeNull();
  });

  it('renders nothing without panels', () => {
    expect(show({ panels: [], active: -1 }).container.innerHTML).toBe('');
  });
});
