/** Builds a multipart/form-data payload for app.inject with the platform's FormData. */
export interface FilePart {
  field: string;
  filename: string;
  bytes: Buffer;
  type?: string;
}

export async function multipartPayload(
  fields: Record<string, string | number>,
  files: FilePart[] = [],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  for (const file of files) form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.filename);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}
