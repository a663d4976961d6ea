import { href, useTranslation } from '@kora/shared';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import './chrome.css';
import { CurrencySelect } from './currency-select';
import { Icon } from './icons';
import { LanguageSelector } from './language-selector';
import './sidebar.css';
import { SidebarNavigation } from './sidebar-navigation';

const PANEL_ID = 'kora-sidebar-panel';

/** Currency, plan link and navigation; on narrow screens a menu button opens it as a top drawer. */
export function Sidebar() {
  const { t } = useTranslation('shell');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => setDrawerOpen(false), [pathname]);

  return (
    <nav className={`kora-sidebar${drawerOpen ? ' kora-sidebar--open' : ''}`} aria-label={t('nav.label')}>
      <button
        type="button"
        className="kora-sidebar__toggle kora-button"
        aria-expanded={drawerOpen}
        aria-controls={PANEL_ID}
        onClick={() => setDrawerOpen((open) => !open)}
      >
        <Icon name={drawerOpen ? 'close' : 'menu'} />
        {t('nav.menu')}
      </button>
      <div id={PANEL_ID} className="kora-sidebar__panel">
        <LanguageSelector className="kora-sidebar__language" />
        <CurrencySelect />
        <Link to={href('profile')} className="kora-sidebar__plan">
          {t('sidebar.viewPlan')}
        </Link>
        <SidebarNavigation />
      </div>
    </nav>
  );
}
