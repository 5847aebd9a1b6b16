// What other features and routes may import from onboarding.
export { OnboardingCard } from './onboarding-card';
