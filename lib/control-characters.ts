/**
 * The text rule of every input: no C0 control characters except tab, line feed and carriage
 * return, no DEL, no lone UTF-16 surrogates. PostgreSQL refuses NUL in text and a lone surrogate
 * cannot be written as UTF-8, so such a value would fail in the database instead of being refused.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The message of a field that holds such a character. */
export const FORBIDDEN_CHARACTERS_MESSAGE = 'Недопустимые символы: уберите управляющие символы';

export function hasForbiddenCharacters(text: string): boolean {
  return FORBIDDEN.test(text);
}

/** Objects of data: literals and the prototype-less maps parsers build for queries and params, not streams or buffers. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === null || proto === Object.prototype || Object.getPrototypeOf(proto) === null;
}

interface Node {
  value: unknown;
  key: string | number | undefined;
  parent: Node | undefined;
}

function pathOf(node: Node | undefined, root: string): string {
  const keys: (string | number)[] = [];
  for (let at = node; at?.key !== undefined; at = at.parent) keys.push(at.key);
  return keys.length > 0 ? keys.reverse().join('.') : root;
}

/**
 * Dotted paths of the strings (values and object keys) in a parsed input that break the rule,
 * `root` for the input itself. Walked without recursion, so any nesting depth is looked through;
 * streams, buffers and other non-plain objects are not looked into.
 */
export function forbiddenCharacterPaths(value: unknown, root = '_'): string[] {
  const found = new Set<string>();
  const stack: Node[] = [{ value, key: undefined, parent: undefined }];
  const check = (item: unknown, key: string | number, parent: Node) => {
    if (typeof item === 'string') {
      if (FORBIDDEN.test(item)) found.add(pathOf({ value: item, key, parent }, root));
    } else if (item !== null && typeof item === 'object') {
      stack.push({ value: item, key, parent });
    }
  };
  if (typeof value === 'string') return FORBIDDEN.test(value) ? [root] : [];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const current = node.value;
    if (Array.isArray(current)) {
      for (let index = 0; index < current.length; index += 1) check(current[index], index, node);
    } else if (isPlainObject(current)) {
      for (const key of Object.keys(current)) {
        if (FORBIDDEN.test(key)) found.add(pathOf(node, root));
        else check(current[key], key, node);
      }
    }
  }
  return [...found];
}
