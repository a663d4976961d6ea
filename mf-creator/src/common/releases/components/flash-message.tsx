import { useFlashMessage } from '../hooks/use-flash-message';

/** The outcome another screen passed by navigation ('« Nuit blanche » est publié.'), gone after 5 s. */
export function FlashMessage() {
  const message = useFlashMessage();
  return (
    <div role="status" className={message ? 'kora-form-message kora-form-message--success' : undefined}>
      {message}
    </div>
  );
}
