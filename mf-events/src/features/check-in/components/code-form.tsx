import { useRef, useState, type FormEvent } from 'react';
import { TextField, useTranslation } from '@kora/shared';

/** A code typed or pasted at the door (a damaged QR, a code read aloud, no camera). */
export function CodeForm({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation('events');
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const typed = code.trim();
    if (!typed) {
      setMissing(true);
      return;
    }
    setMissing(false);
    onCode(typed);
    setCode('');
    // Ready for the next ticket.
    form.current?.querySelector('input')?.focus();
  }

  return (
    <form ref={form} className="kora-check-in__code-form" onSubmit={submit} noValidate>
      <TextField
        label={t('checkIn.code.label')}
        name="ticketCode"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        error={missing ? t('checkIn.code.required') : null}
      />
      <button type="submit" className="kora-button kora-button--accent">
        {t('checkIn.code.submit')}
      </button>
    </form>
  );
}
