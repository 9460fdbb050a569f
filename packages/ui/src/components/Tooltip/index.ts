export type { TooltipAlign, TooltipProps, TooltipProviderProps, TooltipSide } from './Tooltip';
export { Tooltip, TooltipProvider, tooltipAligns, tooltipSides } from './Tooltip';
