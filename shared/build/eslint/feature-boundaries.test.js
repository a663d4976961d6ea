const { RuleTester } = require('eslint');
const { featureBoundaries } = require('./feature-boundaries.mjs');

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const inReleases = '/repo/mf-catalogue/src/features/releases/components/release-card.tsx';

tester.run('feature-boundaries', featureBoundaries, {
  valid: [
    { filename: inReleases, code: "import { releasesApi } from '../api/releases-api';" },
    { filename: inReleases, code: "import { Breadcrumb } from '../../../common/breadcrumb';" },
    { filename: inReleases, code: "import { http } from '@kora/shared';" },
    { filename: '/repo/mf-catalogue/src/pages/release-page.tsx', code: "import { x } from '../features/artists/api';" },
  ],
  invalid: [
    {
      filename: inReleases,
      code: "import { ArtistCard } from '../../artists/components/artist-card';",
      errors: [{ messageId: 'crossFeature', data: { from: 'releases', to: 'artists' } }],
    },
    {
      filename: inReleases,
      code: "export { PlayButton } from '../../player/play-button';",
      errors: [{ messageId: 'crossFeature' }],
    },
  ],
});
