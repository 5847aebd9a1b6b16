import type { InputHTMLAttributes } from 'react';
import { LabelledInput } from '../../shell/forms/labelled-input';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'name'> {
  name: string;
  label: string;
  value: string;
  onChange: (name: string, value: string) => void;
  error?: string;
  hint?: string;
  optional?: boolean;
}

/** A labelled input of the company form, named by its requisite (and its test id). */
export function CompanyField({ name, onChange, ...props }: FieldProps) {
  return <LabelledInput {...props} name={name} onChange={(value) => onChange(name, value)} data-testid={`company-${name}`} />;
}
