// The async boundary for the standalone dev page: shared singletons are negotiated before
// bootstrap runs. The shell never loads this file; it loads the exposed pages.
import('./bootstrap');
