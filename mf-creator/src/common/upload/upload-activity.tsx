import { createContext, useCallback, useContext, useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from '@kora/shared';

type Report = (id: string, running: boolean) => void;

const UploadActivityContext = createContext<Report | null>(null);

/**
 * Whether any upload field of a form is sending a file, so the form keeps its submit disabled until
 * every file is on the server: `const uploads = useUploadActivity()`, the fields inside
 * `<UploadActivity report={uploads.report}>`, then `uploads.busy`.
 */
export function useUploadActivity() {
  const [running, setRunning] = useState<ReadonlySet<string>>(() => new Set());
  const report = useCallback<Report>((id, isRunning) => {
    setRunning((current) => {
      if (current.has(id) === isRunning) return current;
      const next = new Set(current);
      if (isRunning) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  return { busy: running.size > 0, report };
}

export function UploadActivity({ report, children }: { report: Report; children: ReactNode }) {
  return <UploadActivityContext.Provider value={report}>{children}</UploadActivityContext.Provider>;
}

/** Tells the enclosing form, if any, while this field is sending a file. */
export function useReportUpload(running: boolean): void {
  const report = useContext(UploadActivityContext);
  const id = useId();
  useEffect(() => {
    if (!report) return undefined;
    report(id, running);
    return () => report(id, false);
  }, [report, id, running]);
}

/** Says why the form's submit is unavailable while its files are on their way. */
export function UploadsBusyNote({ busy }: { busy: boolean }) {
  const { t } = useTranslation('creator');
  return busy ? <p className="kora-field__hint">{t('upload.busy')}</p> : null;
}
