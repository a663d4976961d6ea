import { useTranslation } from '@kora/shared';
import { HeaderPopover } from './header-popover';
import { Icon } from './icons';
import type { HeaderPopoverControl } from './use-header-popover';

/** The header search box; as in the spec, submitting it does nothing yet. */
export function SearchBox({ control }: { control: HeaderPopoverControl }) {
  const { t } = useTranslation('shell');
  return (
    <HeaderPopover name="search" control={control} label={t('search.toggle')} buttonContent={<Icon name="search" />}>
      <form role="search" className="kora-search" onSubmit={(event) => event.preventDefault()}>
        <label className="kora-visually-hidden" htmlFor="kora-search-input">
          {t('search.label')}
        </label>
        <input
          id="kora-search-input"
          className="kora-input"
          type="search"
          placeholder={t('search.placeholder')}
          autoFocus
        />
        <button type="submit" aria-label={t('search.submit')}>
          <Icon name="search" />
        </button>
      </form>
    </HeaderPopover>
  );
}
