/** 'shared-ui/charts': charts drawn with recharts, apart from the package index so only the pages that draw one download it. */
export { DailyBarChart, type DailyBarChartProps, type DailyFigures } from './DailyBarChart';
