import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { ApiError, apiRequest } from '../../shell/api-client';

/** A refusal as a form shows it: the server's words, and its words for each field. */
export interface FormProblem {
  message: string;
  fields: Record<string, string>;
}

function problemOf(failure: unknown): FormProblem {
  if (!(failure instanceof ApiError)) return { message: 'Нет связи с сервером', fields: {} };
  const body = typeof failure.body === 'object' && failure.body ? failure.body : {};
  const message = Array.isArray(body.message) ? body.message.join('\n') : body.message || failure.message;
  return { message, fields: body.fields ?? {} };
}

/**
 * One form's or one card's console call: sends it, then reloads the page's data. A refusal stays
 * with the form that made it (its message and its fields), not in a snackbar.
 */
export function useFleetForm() {
  const revalidator = useRevalidator();
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<FormProblem | null>(null);

  async function send<T>(path: string, body: unknown, method: 'POST' | 'PUT' = 'POST'): Promise<T | null> {
    setSending(true);
    setProblem(null);
    try {
      const answer = await apiRequest<T>(path, { method, body });
      await revalidator.revalidate();
      return answer;
    } catch (failure) {
      setProblem(problemOf(failure));
      // The screen is often behind when refused (a tool moved meanwhile): read the data again too.
      await revalidator.revalidate().catch(() => undefined);
      return null;
    } finally {
      setSending(false);
    }
  }

  return {
    busy: sending || revalidator.state === 'loading',
    problem,
    /** The message of one field, if the server refused it. */
    fieldError: (name: string) => problem?.fields[name],
    send,
    reset: () => setProblem(null),
  };
}
