// What other features may import from auth; the rest of the folder is its own (project/feature-boundaries).
export { CodeInput } from './code-input';
export { fieldMessage, requestOtp } from './login-api';
export { default as loginStyles } from './login.module.css';
export { AUTH_LOGOUT_EVENT } from './logout';
export { PhoneField } from './phone-field';
export { formatNational, formatPhoneInput, isPhoneComplete, phoneForApi } from './phone-mask';
export { guestRedirect, loginThenHref } from './safe-redirect';
export { useCountdown } from './use-countdown';
export { useFocusOnMount } from './use-focus-on-mount';
