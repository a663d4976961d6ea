/** The buyer's details the order is made out to. */
export interface Customer {
  name: string;
  email: string;
}

export type CustomerProblem = 'required' | 'invalidEmail';

/** The buyer's details as the order needs them: both given (the spec's rule), the email looking like one. */
export function customerProblem({ name, email }: Customer): CustomerProblem | null {
  if (!name.trim() || !email.trim()) return 'required';
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()) ? null : 'invalidEmail';
}
