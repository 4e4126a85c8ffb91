import { atom } from 'jotai';

/** The configured product slug of content calls (`efir` by default), as the server put it in the page. */
export const productAtom = atom('efir');
