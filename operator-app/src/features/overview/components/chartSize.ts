/** The chart's height, known before its code arrives so nothing moves when it does. */
export const CHART_HEIGHT = 240;
