import type { ComponentProps } from 'react';
import { LabelledInput } from '../../shell/forms/labelled-input';
import styles from './identity.module.css';

/** The identity forms' input: the cabinet's labelled input, across the whole row when `wide`. */
export function Field({ wide, ...props }: ComponentProps<typeof LabelledInput> & { wide?: boolean }) {
  return <LabelledInput {...props} className={wide ? styles.wide : undefined} />;
}
