// What the shell provides, and every section consumes, as the shared 'react-router-dom'.
//
// A shared module is never tree-shaken (the build cannot know what another app will import
// from it), so sharing react-router-dom itself put the whole of react-router in the shell's
// first load (about 60 KiB gzip: data routers, server rendering, RSC, cookies and sessions the
// site never uses). Shared through this module instead, only its exports are kept, and
// react-router behind it is tree-shaken inside the shell's build like any other dependency.
//
// A section importing a name missing here fails its build (exportsPresence: 'error' in
// create-config.mjs): add the name here, and the shell provides it from its next build.
export {
  BrowserRouter,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useHref,
  useLinkClickHandler,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
