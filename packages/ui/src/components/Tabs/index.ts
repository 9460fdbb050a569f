export type {
  TabsActivationMode,
  TabsContentProps,
  TabsListProps,
  TabsOrientation,
  TabsProps,
  TabsTriggerProps,
} from './Tabs';
export { Tabs, TabsContent, TabsList, TabsTrigger, tabsActivationModes, tabsOrientations } from './Tabs';
