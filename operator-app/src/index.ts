// Async boundary: the shared singletons (React, router, store, theme) are negotiated with the
// federation share scope before any of them is evaluated.
import('./bootstrap');
