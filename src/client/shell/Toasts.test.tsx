import { act, screen } from '@testing-library/react';
import { toast as sonnerToast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRuntime } from '../../../tests/helpers/render';
import { Toasts } from './Toasts';
import { SHORT_TOAST_MS, TOAST_MS, toast } from './toast';

afterEach(() => {
  act(() => {
    sonnerToast.dismiss();
  });
  vi.useRealTimers();
});

describe('Toasts', () => {
  it('is a labelled region at the bottom right', async () => {
    renderWithRuntime(<Toasts />, { lang: 'ru' });
    act(() => {
      toast('Сохранено', 'success');
    });
    expect(await screen.findByText('Сохранено')).toBeTruthy();
    const region = screen.getByRole('region', { name: 'Уведомления (Alt+T)' });
    expect(region.querySelector('[data-y-position="bottom"][data-x-position="right"]')).not.toBeNull();
  });

  it('shows info, success and error toasts with the spec delays (3 s default, 2 s short)', async () => {
    expect(TOAST_MS).toBe(3000);
    expect(SHORT_TOAST_MS).toBe(2000);
    renderWithRuntime(<Toasts />, { lang: 'en' });
    act(() => {
      toast('Поиск: тв', 'info', SHORT_TOAST_MS);
      toast('Saved', 'success');
      toast('500 Internal Server Error', 'error');
    });
    expect(await screen.findByText('Поиск: тв')).toBeTruthy();
    const types = ['Поиск: тв', 'Saved', '500 Internal Server Error'].map((text) =>
      screen.getByText(text).closest('[data-sonner-toast]')?.getAttribute('data-type'),
    );
    expect(types).toEqual([null, 'success', 'error']);
  });

  it('hides a short toast after 2 s and a default one after 3 s', async () => {
    vi.useFakeTimers();
    renderWithRuntime(<Toasts />, { lang: 'en' });
    act(() => {
      toast('Поиск: радио', 'info', SHORT_TOAST_MS);
      toast('Sended');
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1800);
    });
    expect(screen.queryByText('Поиск: радио')).not.toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(700);
    });
    expect(screen.queryByText('Поиск: радио')).toBeNull();
    expect(screen.queryByText('Sended')).not.toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.queryByText('Sended')).toBeNull();
  });
});
