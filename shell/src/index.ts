// Async boundary: the federation share scope settles before React and friends are evaluated.
import('./bootstrap');
