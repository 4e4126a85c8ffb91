import type { Lang } from '@core/lang';
import type { UploadedFile } from '@core/schemas/auth';
import { type UploadNarrowing, writeTurns } from '@core/upload';
import { useState } from 'react';
import { useRuntime } from '../../runtime';
import type { Picked } from './UploadPicker';

/** Spec §7 Upload: the upload url. */
export const UPLOAD_PATH = 'upload.json';

/** What `POST upload.json` answers: each file uploaded or named in errors (spec §7). */
export interface UploadAnswer {
  data: { uploaded: UploadedFile[]; errors: { title: string; message: string }[] };
}

/**
 * The multipart body of a sending (spec §7; decision 039): `upload_key`, `lang`, the block's
 * limits when given, `rotate` (one quarter turn per file, in order) before the files.
 */
export function uploadBody(
  picked: readonly Picked[],
  opts: { key: string; lang: Lang; field?: string; narrowing?: UploadNarrowing },
): FormData {
  const body = new FormData();
  body.append('upload_key', opts.key);
  body.append('lang', opts.lang);
  if (opts.narrowing) {
    body.append('count', String(opts.narrowing.count));
    body.append('size', String(opts.narrowing.size));
    body.append('type', opts.narrowing.type);
    body.append('maxWidth', String(opts.narrowing.maxWidth));
  }
  body.append('rotate', writeTurns(picked.map((p) => p.turn)));
  for (const { file } of picked) body.append(opts.field ?? 'file', file, file.name);
  return body;
}

/** Sends a multipart body with its progress (0..1, null when idle); failures are left to the caller. */
export function useUploadSend() {
  const runtime = useRuntime();
  const [progress, setProgress] = useState<number | null>(null);
  const send = async <T>(path: string, body: FormData): Promise<T> => {
    setProgress(0);
    try {
      return await runtime.send<T>('POST', path, body, { quiet: true, onProgress: setProgress });
    } finally {
      setProgress(null);
    }
  };
  return { progress, send };
}
