import type { Lang } from '@core/lang';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { renderWithRuntime } from '../../../tests/helpers/render';
import { checkParams } from '../validate';
import meta, { type TabsParams } from './meta';
import Tabs from './Tabs';

const tabs: TabsParams['tabs'] = [
  { title: { uz: 'Душанба', en: 'Monday' }, text: { uz: 'Янгиликлар 20:00 да.', en: 'News at 20:00.' } },
  { title: { uz: 'Сешанба', en: 'Tuesday' }, text: { uz: 'Концерт 21:00 да.', en: 'Concert at 21:00.' } },
  { title: { uz: 'Чоршанба', en: 'Wednesday' }, text: { uz: 'Фильм 22:00 да.', en: 'Film at 22:00.' } },
];

function show(params: TabsParams, lang: Lang = 'uz') {
  return renderWithRuntime(<Tabs id="tabs-1" params={params} />, { lang });
}

const tab = (name: string) => screen.getByRole('tab', { name });
const visiblePanel = () => screen.getByRole('tabpanel');

describe('tabs widget', () => {
  it('has examples and defaults valid against its schema', () => {
    for (const example of meta.examples) expect(checkParams(meta, example.params), example.name).toEqual([]);
    expect(checkParams(meta, meta.defaults)).toEqual([]);
  });

  it('follows the WAI-ARIA pattern with the active tab selected', async () => {
    const { container } = show({ tabs, active: 1, label: { uz: 'Ҳафта кунлари' } });
    expect(screen.getByRole('tablist', { name: 'Ҳафта кунлари' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.getAttribute('aria-selected'))).toEqual([
      'false',
      'true',
      'false',
    ]);
    const selected = tab('Сешанба');
    const panel = visiblePanel();
    expect(selected.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.getAttribute('aria-labelledby')).toBe(selected.id);
    expect(panel.textContent).toBe('Концерт 21:00 да.');
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(3);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('uses a roving tabindex: only the selected tab is in the tab order', async () => {
    const user = userEvent.setup();
    show({ tabs, active: 2 });
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, -1, 0]);
    await user.tab();
    expect(document.activeElement).toBe(tab('Чоршанба'));
    await user.tab();
    expect(document.activeElement).toBe(visiblePanel());
  });

  it('moves focus and selection with ArrowRight, ArrowLeft, Home and End, wrapping around', async () => {
    const user = userEvent.setup();
    show({ tabs, active: 0 });
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Сешанба'));
    expect(tab('Сешанба').getAttribute('aria-selected')).toBe('true');
    expect(visiblePanel().textContent).toBe('Концерт 21:00 да.');
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(tab('Чоршанба'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Душанба'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('Чоршанба'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(tab('Душанба'));
    expect(visiblePanel().textContent).toBe('Янгиликлар 20:00 да.');
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
  });

  it('selects a tab by click', async () => {
    const user = userEvent.setup();
    show({ tabs, active: 0 });
    await user.click(tab('Чоршанба'));
    expect(tab('Чоршанба').getAttribute('aria-selected')).toBe('true');
    expect(visiblePanel().textContent).toBe('Фильм 22:00 да.');
  });

  it('falls back to the first tab when active is out of range, and skips tabs without a title', () => {
    show({ tabs: [{ title: {}, text: { en: 'Orphan' } }, ...tabs], active: 9 }, 'en');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Monday', 'Tuesday', 'Wednesday']);
    expect(tab('Monday').getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByText('Orphan')).toBeNull();
  });

  it('renders nothing without tabs', () => {
    expect(show({ tabs: [], active: 0 }).container.innerHTML).toBe('');
  });
});
