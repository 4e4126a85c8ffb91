import { I18nProvider } from '@core/i18n/react';
import { MemoryRouter } from '@core/router';
import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { testI18n } from '../../../tests/helpers/i18n';
import { renderWithRuntime } from '../../../tests/helpers/render';
import { testUser } from '../../../tests/helpers/user';
import { fixedSession, type Session, SessionContext, UNKNOWN_SESSION } from '../session';
import { checkParams } from '../validate';
import meta from './meta';
import RegistrationTabs, { registrationTab } from './RegistrationTabs';

function show(session: Partial<Session>) {
  return renderWithRuntime(<RegistrationTabs id="tabs" params={{}} />, {
    route: '/uz/user/registration/',
    session,
  });
}

const current = () =>
  screen.getAllByRole('listitem').find((li) => li.getAttribute('aria-current') === 'step');

describe('registrationTabs widget', () => {
  it('has examples and defaults valid against its schema', () => {
    for (const example of meta.examples) expect(checkParams(meta, example.params), example.name).toEqual([]);
    expect(checkParams(meta, meta.defaults)).toEqual([]);
  });

  it('numbers the tabs as the spec does', () => {
    expect(registrationTab(null)).toBe(0);
    expect(registrationTab({ is_profile_filled: false })).toBe(1);
    expect(registrationTab({ is_profile_filled: true })).toBe(2);
  });

  it('shows no step as current and an empty panel until the session is known (server, hydration)', () => {
    const html = renderToString(
      <I18nProvider i18n={testI18n('uz')}>
        <MemoryRouter>
          <RegistrationTabs id="tabs" params={{}} />
        </MemoryRouter>
      </I18nProvider>,
    );
    expect(html).not.toContain('aria-current');
    expect(html).toMatch(/<div class="w-registration__panel" data-tab="">\s*<\/div>/);
    expect(html).toContain('Кириш ёки рўйхатдан ўтиш');
  });

  it('tab 0: asks a visitor to sign in or up (spec §8 registration prompt)', async () => {
    const { container } = show({ status: 'known', user: null });
    expect(current()?.textContent).toContain('Кириш ёки рўйхатдан ўтиш');
    expect(screen.getByText('Маълумот юбориш учун тизимга киринг ёки рўйхатдан ўтинг')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Кириш' }).getAttribute('href')).toBe(
      '/uz/authentication/signin/',
    );
    expect(screen.getByRole('link', { name: 'Рўйхатдан ўтиш' }).getAttribute('href')).toBe(
      '/uz/authentication/signup/',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('tab 1: sends a user whose profile is not filled to fill it, asking for the user once', () => {
    const recheck = vi.fn();
    show({ status: 'known', user: testUser({ displayName: 'Азиз' }), recheck });
    expect(current()?.textContent).toContain('Профилни тўлдириш');
    const steps = screen.getAllByRole('listitem');
    expect(within(steps[0] as HTMLElement).getByText('(бажарилди)')).toBeTruthy();
    expect(screen.getByText(/Сиз Азиз сифатида кирдингиз/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Профилни тўлдириш' }).getAttribute('href')).toBe(
      '/uz/my/profile/',
    );
    expect(recheck).toHaveBeenCalledTimes(1);
  });

  it('tab 2: says registration is done once the profile is filled', () => {
    show({ status: 'known', user: testUser({ is_profile_filled: true }) });
    expect(current()?.textContent).toContain('Тайёр');
    expect(screen.getByText('Рўйхатдан ўтиш якунланди: энди сўровлар юборишингиз мумкин.')).toBeTruthy();
  });

  it('follows the user when the session changes (after a user-check event)', () => {
    let setUser: (user: Session['user']) => void = () => {};
    function Live() {
      const [user, set] = useState<Session['user']>(testUser());
      setUser = set;
      return (
        <SessionContext.Provider
          value={fixedSession({ ...UNKNOWN_SESSION, status: 'known', user, recheck: vi.fn() })}
        >
          <RegistrationTabs id="tabs" params={{}} />
        </SessionContext.Provider>
      );
    }
    renderWithRuntime(<Live />);
    expect(current()?.textContent).toContain('Профилни тўлдириш');
    // The session read the user again after a user-check event: the profile is now filled.
    act(() => setUser(testUser({ is_profile_filled: true })));
    expect(current()?.textContent).toContain('Тайёр');
    act(() => setUser(null));
    expect(current()?.textContent).toContain('Кириш ёки рўйхатдан ўтиш');
  });
});
