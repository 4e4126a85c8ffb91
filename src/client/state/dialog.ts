import { atom, useAtom } from 'jotai';

/** The dialog on screen: one at a time, named by `id`, with optional parameters (e.g. a form name). */
export interface OpenDialog {
  id: string;
  params?: Record<string, string>;
}

export const dialogAtom = atom<OpenDialog | null>(null);

/** Opens and closes the dialog `id` through `dialogAtom`. */
export function useDialog(id: string) {
  const [current, setCurrent] = useAtom(dialogAtom);
  const open = current?.id === id;
  return {
    open,
    params: open ? (current?.params ?? {}) : {},
    show: (params?: Record<string, string>) => setCurrent(params ? { id, params } : { id }),
    close: () => setCurrent((cur) => (cur?.id === id ? null : cur)),
  };
}
