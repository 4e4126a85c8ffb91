/** A part of a multipart/form-data body: a text field, or a file when it has a name. */
export type Part = { field: string; name?: string; type?: string; data: Buffer | string };

/** A multipart/form-data body, as a browser sends it. */
export function multipart(parts: Part[]) {
  const boundary = `----efir${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = p.name
      ? `form-data; name="${p.field}"; filename="${p.name}"`
      : `form-data; name="${p.field}"`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.name ? `Content-Type: ${p.type ?? 'application/octet-stream'}\r\n` : ''}\r\n`,
      ),
    );
    chunks.push(Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
