import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadedComponent, useWidgetsHere } from './components';

describe('useWidgetsHere', () => {
  it('says no until the widgets’ modules are here, loads them, then says yes', async () => {
    expect(loadedComponent('title')).toBeUndefined();
    const { result } = renderHook(() => useWidgetsHere(['title', 'text']));
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
    expect(loadedComponent('title')).toBeDefined();
    expect(loadedComponent('text')).toBeDefined();
  });

  it('counts unknown names as here (their slots say so) and asks nothing for none', () => {
    expect(renderHook(() => useWidgetsHere(['no-such-widget'])).result.current).toBe(true);
    expect(renderHook(() => useWidgetsHere([])).result.current).toBe(true);
  });
});
