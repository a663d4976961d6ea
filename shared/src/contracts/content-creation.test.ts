import { canCreateContent, CONTENT_CREATION_PLAN, contentCreationAccess } from './content-creation';
import type { PlanName, Role } from './index';

it('names Premium, the lowest plan of the plan table with content creation', () => {
  expect(CONTENT_CREATION_PLAN).toBe('premium');
});

it.each<[string, Role[], PlanName, ReturnType<typeof contentCreationAccess>]>([
  ['a free listener', ['ROLE_USER'], 'free', 'needs-plan'],
  ['a Starter listener', ['ROLE_USER'], 'starter', 'needs-plan'],
  ['a Premium listener', ['ROLE_USER'], 'premium', 'can-become'],
  ['a podcast creator on Starter', ['ROLE_USER', 'ROLE_PODCASTER'], 'starter', 'creator'],
  ['an artist, even after leaving Premium', ['ROLE_USER', 'ROLE_ARTIST'], 'free', 'creator'],
])('%s', (_who, roles, plan, access) => {
  expect(contentCreationAccess({ roles, plan })).toBe(access);
  expect(canCreateContent({ roles })).toBe(access === 'creator');
});
