import type { Lang } from '@core/lang';
import { parseTypedDay, typedDay } from '@core/typed-day';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../../tests/helpers/axe';
import { renderWithRuntime } from '../../../../tests/helpers/render';
import { DateInput, DateTimeInput } from './DateInput';

/** A labelled date field that shows what it holds (the value a form would send). */
function Field({ initial = '', min, max }: { initial?: string; min?: string; max?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="day">Day</label>
      <DateInput id="day" name="day" value={value} min={min} max={max} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

const show = (lang: Lang, initial = '2026-11-26') => renderWithRuntime(<Field initial={initial} />, { lang });
const open = async () => {
  fireEvent.click(screen.getByRole('button', { name: OPEN[current] }));
  // The calendar is a chunk of its own, fetched on the first opening.
  return screen.findByRole('grid', {}, { timeout: 10_000 });
};
const OPEN: Record<Lang, string> = {
  uz: 'Тақвимни очиш',
  oz: 'Taqvimni ochish',
  ru: 'Открыть календарь',
  en: 'Open the calendar',
};
let current: Lang = 'uz';

/** The week's day names as the grid heads its columns, and the caption (month and year). */
const heads = (grid: HTMLElement) =>
  Array.from(grid.querySelectorAll('thead th'), (th) => th.getAttribute('aria-label'));

describe('DateInput (the one date field: spec §9, the week starts on Monday)', () => {
  const WEEKS: Record<Lang, [string, string, string]> = {
    // Monday first, Sunday last, in the page's language: uz in Cyrillic, oz in Latin.
    uz: ['душанба', 'якшанба', 'ноябр'],
    oz: ['dushanba', 'yakshanba', 'noyabr'],
    ru: ['понедельник', 'воскресенье', 'ноябрь'],
    en: ['Monday', 'Sunday', 'November'],
  };
  for (const lang of ['uz', 'oz', 'ru', 'en'] as const) {
    it(`starts the week on Monday and names days and months in ${lang}`, async () => {
      current = lang;
      show(lang);
      const grid = await open();
      const names = heads(grid);
      expect(names).toHaveLength(7);
      expect(names[0]?.toLowerCase()).toBe(WEEKS[lang][0].toLowerCase());
      expect(names[6]?.toLowerCase()).toBe(WEEKS[lang][1].toLowerCase());
      expect(grid.getAttribute('aria-label')?.toLowerCase()).toContain(WEEKS[lang][2].toLowerCase());
      if (lang === 'oz' || lang === 'en') expect(grid.textContent).not.toMatch(/[\u0400-\u04FF]/);
      if (lang === 'uz') expect(grid.getAttribute('aria-label')).toMatch(/^[\u0400-\u04FF]/);
      // 1 November 2026 is a Sunday: the last cell of the first row (the first on a Sunday-first week).
      const firstRow = grid.querySelector('tbody tr') as HTMLElement;
      const cells = Array.from(firstRow.querySelectorAll('td'), (td) => td.textContent);
      expect(cells.indexOf('1')).toBe(6);
    });
  }

  it('shows the value in the page’s format and takes a typed or pasted day', () => {
    current = 'ru';
    show('ru');
    const text = screen.getByLabelText('Day') as HTMLInputElement;
    expect(text.value).toBe('26.11.2026');
    fireEvent.change(text, { target: { value: '3.12.2026' } });
    expect(screen.getByTestId('value').textContent).toBe('2026-12-03');
    // Pasted from elsewhere as an ISO day.
    fireEvent.change(text, { target: { value: '2027-01-15' } });
    expect(screen.getByTestId('value').textContent).toBe('2027-01-15');
    // Half typed: the value stays, nothing is sent until it is a day.
    fireEvent.change(text, { target: { value: '31.02.20' } });
    expect(screen.getByTestId('value').textContent).toBe('2027-01-15');
    expect(text.getAttribute('aria-invalid')).toBeNull(); // not while typing
    fireEvent.change(text, { target: { value: '31.02.2027' } });
    fireEvent.blur(text);
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Такой даты нет')).toBeTruthy();
    fireEvent.change(text, { target: { value: '' } });
    expect(screen.getByTestId('value').textContent).toBe('');
    // The hidden input carries the day as servers expect it.
    fireEvent.change(text, { target: { value: '01.03.2026' } });
    const hidden = document.querySelector('input[type="hidden"][name="day"]') as HTMLInputElement;
    expect(hidden.value).toBe('2026-03-01');
  });

  it('works by keyboard: arrows move the focused day, Enter picks, Escape closes', async () => {
    current = 'en';
    const user = userEvent.setup();
    show('en');
    const text = screen.getByLabelText('Day');
    const button = screen.getByRole('button', { name: OPEN.en });
    const day = () => (document.activeElement as HTMLElement).closest('[role="gridcell"]')?.textContent;
    // Tab from the text field to the button, Enter opens the calendar on the chosen day.
    await user.click(text);
    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    const grid = await screen.findByRole('grid', {}, { timeout: 10_000 });
    await waitFor(() => expect(grid.contains(document.activeElement)).toBe(true));
    expect(day()).toBe('26');
    await user.keyboard('{ArrowRight}');
    expect(day()).toBe('27');
    await user.keyboard('{ArrowDown}');
    expect(day()).toBe('4');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('value').textContent).toBe('2026-12-04');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((text as HTMLInputElement).value).toBe('04/12/2026');
    expect(document.activeElement).toBe(text);
    // Escape closes without picking and gives focus back to the button.
    await user.tab();
    await user.keyboard('{Enter}');
    await screen.findByRole('grid', {}, { timeout: 10_000 });
    await waitFor(() => expect(day()).toBe('4'));
    await user.keyboard('{ArrowLeft}{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(screen.getByTestId('value').textContent).toBe('2026-12-04');
  });

  it('takes a day typed by keyboard in the page’s format', async () => {
    current = 'uz';
    const user = userEvent.setup();
    show('uz', '');
    const text = screen.getByLabelText('Day');
    await user.type(text, '09.05.2026');
    expect(screen.getByTestId('value').textContent).toBe('2026-05-09');
    expect(text.getAttribute('aria-invalid')).toBeNull();
  });

  it('offers no day outside its bounds and passes axe open', async () => {
    current = 'uz';
    const { container } = renderWithRuntime(
      <Field initial="2026-11-26" min="2026-11-20" max="2026-11-28" />,
      {
        lang: 'uz',
      },
    );
    const grid = await open();
    const day = (n: string) =>
      within(grid)
        .getAllByRole('gridcell')
        .find((cell) => cell.textContent === n && !cell.hasAttribute('data-outside')) as HTMLElement;
    expect(day('19').querySelector('button')?.disabled).toBe(true);
    expect(day('29').querySelector('button')?.disabled).toBe(true);
    expect(day('27').querySelector('button')?.disabled).toBe(false);
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('DateTimeInput (a datetime-local value from a date field and a time field)', () => {
  it('keeps the YYYY-MM-DDTHH:mm value the forms sent before', () => {
    function Moment() {
      const [value, setValue] = useState('2026-11-26T09:30');
      return (
        <>
          <label htmlFor="at">At</label>
          <DateTimeInput id="at" value={value} onChange={setValue} />
          <output data-testid="value">{value}</output>
        </>
      );
    }
    renderWithRuntime(<Moment />, { lang: 'uz' });
    expect((screen.getByLabelText('At') as HTMLInputElement).value).toBe('26.11.2026');
    const time = screen.getByLabelText('Вақт') as HTMLInputElement;
    expect(time.value).toBe('09:30');
    fireEvent.change(time, { target: { value: '18:05' } });
    expect(screen.getByTestId('value').textContent).toBe('2026-11-26T18:05');
    fireEvent.change(screen.getByLabelText('At'), { target: { value: '01.12.2026' } });
    expect(screen.getByTestId('value').textContent).toBe('2026-12-01T18:05');
    fireEvent.change(screen.getByLabelText('At'), { target: { value: '' } });
    expect(screen.getByTestId('value').textContent).toBe('');
    // A whole moment pasted into the date field fills both.
    fireEvent.change(screen.getByLabelText('At'), { target: { value: '2030-01-01T10:00' } });
    expect(screen.getByTestId('value').textContent).toBe('2030-01-01T10:00');
    expect((screen.getByLabelText('At') as HTMLInputElement).value).toBe('01.01.2030');
    expect(time.value).toBe('10:00');
  });
});

describe('typed days', () => {
  it('writes and reads the page’s format', () => {
    expect(typedDay('2026-11-26', 'uz')).toBe('26.11.2026');
    expect(typedDay('2026-11-26', 'en')).toBe('26/11/2026');
    expect(parseTypedDay('26/11/2026')).toBe('2026-11-26');
    expect(parseTypedDay('1-2-2026')).toBe('2026-02-01');
    expect(parseTypedDay('29.02.2027')).toBeNull();
    expect(parseTypedDay('yesterday')).toBeNull();
  });
});
