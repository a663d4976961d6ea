/**
 * What the page shares of React Router: the names the apps import from 'react-router-dom'. A shared
 * module is bundled whole (its consumers are unknown at build time), so the share is this list instead of
 * the package, and the rest of the router stays out of the page. `shared-modules.test.js` keeps the list
 * in step with the apps' imports; add a name here before using it.
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Route,
  Routes,
  generatePath,
  matchRoutes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
