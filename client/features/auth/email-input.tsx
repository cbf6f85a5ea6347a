import { forwardRef, type InputHTMLAttributes } from 'react';
import { Input } from '@client/components/ui/input';

/** The e-mail box every auth form uses: the right keyboard on phones and browser autofill. */
export const EmailInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function EmailInput(props, ref) {
  return (
    <Input ref={ref} type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" required {...props} />
  );
});
