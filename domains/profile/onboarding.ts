import { z } from 'zod';

/** The welcome checklist's steps, in order; the page names and links them. */
export const ONBOARDING_STEPS = ['profile', 'address', 'passport', 'share'] as const;
export type OnboardingStepId = (typeof ONBOARDING_STEPS)[number];

export const onboardingSchema = z.object({
  completed: z.boolean().describe('«Понятно» нажато: карточку больше не показывать'),
  steps: z.array(
    z.object({
      id: z.enum(ONBOARDING_STEPS),
      done: z.boolean(),
      note: z.string().nullable().describe('Что осталось или в каком состоянии шаг, по-русски'),
    }),
  ),
});
export type Onboarding = z.infer<typeof onboardingSchema>;

/** What the checklist is decided from, read from the domains that own each fact. */
export interface OnboardingFacts {
  firstName: string | null;
  birthDate: string | null;
  addresses: number;
  /** The passport document's status, or null when nothing was entered. */
  passport: 'draft' | 'pending' | 'verified' | 'rejected' | null;
  /** Friends who paid a first order with the person's code. */
  referrals: number;
}

/** Each step as it really stands: a name and birth date entered, an address saved, the passport sent, a friend brought. Pure. */
export function onboardingSteps(facts: OnboardingFacts): Onboarding['steps'] {
  const missing = [facts.firstName?.trim() ? null : 'имя', facts.birthDate ? null : 'дату рождения'].filter(Boolean);
  const passport = {
    verified: { done: true, note: 'Паспорт подтверждён' },
    pending: { done: true, note: 'Паспорт на проверке' },
    rejected: { done: false, note: 'Паспорт не принят: загляните в документы' },
    draft: { done: false, note: 'Паспорт начат, но не отправлен' },
  } as const;
  return [
    { id: 'profile', done: missing.length === 0, note: missing.length === 0 ? null : `Осталось указать ${missing.join(' и ')}` },
    { id: 'address', done: facts.addresses > 0, note: null },
    { id: 'passport', ...(facts.passport ? passport[facts.passport] : { done: false, note: null }) },
    { id: 'share', done: facts.referrals > 0, note: null },
  ];
}
