import { readFileSync } from 'node:fs';
import path from 'node:path';
import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs, type Tab } from './tabs';

const NAMES = ['Profil', 'Forfait', 'Commandes', 'Portefeuille', 'Paramètres', 'Zone Artiste', 'Gestion Événements'];

function ProfileLikeTabs() {
  const tabs: Tab<string>[] = NAMES.map((name, index) => ({
    id: `t${index}`,
    label: name,
    panel: <p>Contenu {name}</p>,
  }));
  const [selected, setSelected] = useState(tabs[0].id);
  return <Tabs label="Sections du profil" tabs={tabs} selected={selected} onSelect={setSelected} />;
}

// The page's stylesheet, as the browser applies it (Jest replaces CSS imports with a stub).
beforeAll(() => {
  const style = document.createElement('style');
  style.textContent = readFileSync(path.join(__dirname, 'tabs.css'), 'utf8');
  document.head.append(style);
});

it('lays the seven tabs out in rows that wrap, never in a strip that scrolls sideways out of view', () => {
  render(<ProfileLikeTabs />);
  const list = screen.getByRole('tablist', { name: 'Sections du profil' });
  expect(
    within(list)
      .getAllByRole('tab')
      .map((tab) => tab.textContent),
  ).toEqual(NAMES);
  const layout = getComputedStyle(list);
  expect(layout.display).toBe('flex');
  expect(layout.flexWrap).toBe('wrap');
  expect(['auto', 'scroll']).not.toContain(layout.overflowX);
});

it('keeps the tabs pattern: one tab in the Tab order, arrows wrap around, Home and End reach the ends', async () => {
  render(<ProfileLikeTabs />);
  await userEvent.tab();
  expect(screen.getByRole('tab', { name: 'Profil' })).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByRole('tabpanel', { name: 'Profil' })).toHaveFocus();
  await userEvent.click(screen.getByRole('tab', { name: 'Profil' }));
  await userEvent.keyboard('{End}');
  expect(screen.getByRole('tab', { name: 'Gestion Événements' })).toHaveFocus();
  expect(screen.getByRole('tabpanel', { name: 'Gestion Événements' })).toHaveTextContent('Contenu Gestion Événements');
  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Profil' })).toHaveAttribute('aria-selected', 'true');
  await userEvent.keyboard('{Home}{ArrowLeft}');
  expect(screen.getByRole('tab', { name: 'Gestion Événements' })).toHaveFocus();
});
