import * as api from '@core/schemas/auth';
import { describe, expect, it } from 'vitest';
import * as limits from './limits';

describe('form limits', () => {
  it('are the API schemas’ own', () => {
    expect(limits.PASSWORD_MIN).toBe(api.PASSWORD_MIN);
    expect(limits.PASSWORD_MAX).toBe(api.PASSWORD_MAX);
    expect(limits.USERNAME_PATTERN).toBe(api.USERNAME_PATTERN);
  });
});
