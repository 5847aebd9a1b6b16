import { data } from 'react-router';

/** The service's NOT_FOUND becomes the 404 page; anything else stays an error. */
export async function orNotFound<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === 'NOT_FOUND') throw data('Страница не найдена', { status: 404 });
    throw error;
  }
}

export function notFound(): never {
  throw data('Страница не найдена', { status: 404 });
}
