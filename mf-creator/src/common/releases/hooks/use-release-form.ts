import { useSubmit, type FieldErrors } from '@kora/shared';
import { useUploadActivity } from '../../upload/upload-activity';
import { problemsFound } from '../lib/release-basics';
import { useFocusFirstProblem } from './use-focus-first-problem';

/**
 * What every release form needs: its submission (`useSubmit`), whether its files are still on their way,
 * and the check that opens each submit.
 */
export function useReleaseForm() {
  const form = useSubmit();
  const uploads = useUploadActivity();
  const focus = useFocusFirstProblem(form.fieldErrors);

  /** false when files are still being sent or the form's own rules found problems (then shown on their fields). */
  function ready(problems: FieldErrors): boolean {
    focus.attempted();
    if (uploads.busy) return false;
    const found = problemsFound(problems);
    if (!found) return true;
    form.fail(Object.values(found).find(Boolean) ?? '', found);
    return false;
  }

  return { form, uploads, formRef: focus.formRef, ready };
}

export type ReleaseFormState = ReturnType<typeof useReleaseForm>;
