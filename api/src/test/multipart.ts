const BOUNDARY = '----koratestboundary';

export interface FilePart {
  name: string;
  fileName: string;
  type: string;
  content: Buffer;
}

/** A multipart/form-data body of file fields, and the content-type header that goes with it. */
export function multipart(fields: FilePart[]): { payload: Buffer; contentType: string } {
  const parts = fields.map((field) =>
    Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field.name}"; filename="${field.fileName}"\r\nContent-Type: ${field.type}\r\n\r\n`,
      ),
      field.content,
      Buffer.from('\r\n'),
    ]),
  );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${BOUNDARY}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  };
}

/** The inject options sending these file fields, with the caller's headers. */
export function formOf(fields: FilePart[], headers: Record<string, string> = {}) {
  const { payload, contentType } = multipart(fields);
  return { payload, headers: { ...headers, 'content-type': contentType } };
}
