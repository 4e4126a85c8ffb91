import type { DataNeed } from '../types';
import type { SigninFormParams } from './meta';

/** The configured OpenID Connect providers: what every visitor of the sign-in page sees. */
export const PROVIDERS_NEED: DataNeed = { path: 'auth/providers.json' };

/** The providers list, unless the widget is set not to offer them. */
export function providersNeed(params: SigninFormParams): DataNeed | null {
  return params.providers === false ? null : PROVIDERS_NEED;
}

export const load = (params: SigninFormParams): DataNeed[] => {
  const need = providersNeed(params);
  return need ? [need] : [];
};
