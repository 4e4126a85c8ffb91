import type { DataNeed } from '../types';
import type { GalleryParams } from './meta';
import { parseUri } from './uri';

/** The configured uri, when it is a safe relative API path; nothing otherwise. */
export const load = (params: GalleryParams): DataNeed[] => {
  const target = parseUri(params.uri);
  return target ? [target] : [];
};
