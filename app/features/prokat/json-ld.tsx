import { useNonce } from '../../shell/nonce';
import { jsonForScript } from '../company';

/** Structured data for search engines; jsonForScript keeps any string from closing the element. */
export function JsonLd({ data }: { data: unknown }) {
  const nonce = useNonce();
  return <script type="application/ld+json" nonce={nonce || undefined} dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />;
}
