import type { FormEvent, ReactNode } from 'react';
import { FormMessage, SubmitButton } from '@kora/shared';
import { UploadActivity, UploadsBusyNote } from '../../upload/upload-activity';
import type { ReleaseFormState } from '../hooks/use-release-form';
import './release-form.css';

interface ReleaseFormShellProps {
  state: ReleaseFormState;
  onSubmit: () => void;
  submitLabel: string;
  children: ReactNode;
  /** Beside the submit button (a way back). */
  actions?: ReactNode;
}

/** A release form's frame: its fields (their uploads reported to it), the outcome, and a submit unavailable while files are sent. */
export function ReleaseFormShell({ state, onSubmit, submitLabel, children, actions }: ReleaseFormShellProps) {
  const { form, uploads } = state;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form ref={state.formRef} className="kora-creator-form" onSubmit={submit} noValidate>
      <UploadActivity report={uploads.report}>{children}</UploadActivity>
      {form.outcome && <FormMessage kind={form.outcome.kind}>{form.outcome.text}</FormMessage>}
      <div className="kora-creator-form__actions">
        <SubmitButton submitting={form.submitting || uploads.busy}>{submitLabel}</SubmitButton>
        {actions}
        <UploadsBusyNote busy={uploads.busy} />
      </div>
    </form>
  );
}
