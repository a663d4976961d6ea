import { Route, Routes } from 'react-router-dom';
import { renderScreen } from '@kora/shared/testing';
import { PodcastManagerPage } from '../components/podcast-manager-page';

/** The manager on both of its routes, as the app mounts it: `/podcast-creator` and `/podcast-creator/manage/:id`. */
export function renderManager(at = '/podcast-creator') {
  return renderScreen(
    <Routes>
      <Route index element={<PodcastManagerPage />} />
      <Route path="manage/:id" element={<PodcastManagerPage />} />
    </Routes>,
    { path: '/podcast-creator/*', at },
  );
}
