/**
 * What the tests of the layout's navigation effects (where the window goes, what a screen reader
 * hears) share: a site rendered in a router at an address, the visitor's clicks, and a pause that
 * lets the page's DOM changes reach the effects waiting for them.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** Renders `site` in a router whose first entry is `path`. */
export const renderAt = (path: string, site: ReactElement) => render(<MemoryRouter initialEntries={[path]}>{site}</MemoryRouter>);

/** The visitor follows the link named `name`. */
export const follow = (name: string) => fireEvent.click(screen.getByRole('link', { name }));

/** The visitor presses the button named `name`. */
export const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

/** Lets the page's latest DOM changes reach the MutationObservers waiting for them (they are told on a microtask), and renders what they do. */
export const settleMutations = () => act(async () => {});
