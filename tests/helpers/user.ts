import type { User } from '@core/schemas/auth';

/** A user as the API answers it, with `overrides` (a plain registered user by default). */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'u1',
    username: 'aziz',
    email: 'aziz@example.uz',
    displayName: 'Aziz',
    roles: ['user'],
    phone: null,
    is_profile_filled: false,
    picture: null,
    provider: 'local',
    additionalProvidersData: {},
    hasPassword: true,
    created: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
