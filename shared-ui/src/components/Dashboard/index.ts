/**
 * A figures dashboard's building blocks, for the seller's insights and the operator's overview: the
 * window switch, the figure tiles, a titled panel, a lazy chart's box and its table for screen
 * readers. Imported as 'shared-ui/dashboard' (not from the package index), so it downloads with
 * those pages; it takes the package's other parts from 'shared-ui', the shared singleton.
 */
export { FiguresDashboard, type FiguresDashboardProps, type FiguresQuery } from './FiguresDashboard';
export { WindowSwitch, type WindowSwitchProps } from './WindowSwitch';
export { FigureTiles, type Figure, type FigureTilesColumns, type FigureTilesProps } from './FigureTiles';
export { DashboardSection, LazyChartBox, DailyFiguresTable, type DashboardSectionProps, type LazyChartBoxProps, type DailyFiguresTableProps, type DailyRow } from './DashboardSection';
