import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** A real photo of this size (PNG or JPEG, with EXIF when asked), made by sharp. */
export async function photo(format: 'png' | 'jpeg' = 'jpeg', withExif = false): Promise<Buffer> {
  const image = sharp({ create: { width: 64, height: 48, channels: 3, background: '#7a9cc6' } });
  const encoded = format === 'png' ? image.png() : image.jpeg();
  return (withExif ? encoded.withExif({ IFD0: { Make: 'SecretCam', Copyright: 'GPS-59.9386' } }) : encoded).toBuffer();
}

/** A multipart body of some fields and one file. */
export function multipart(fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) {
  const boundary = `----identity${randomBytes(6).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export { GOOD_PASSPORT } from '../../tests/kit/passport';
