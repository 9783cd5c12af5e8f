import type { SliderLabels } from '@/site/Slider'

import { CardsView } from './CardsView'
import { ListView } from './ListView'
import { OddsView } from './OddsView'
import { SingleView } from './SingleView'
import { SliderView } from './SliderView'
import { TeamView } from './TeamView'
import type { ModuleView, ViewProps } from './types'

export type ModuleViewProps = ViewProps & { sliderLabels: SliderLabels }

interface ViewEntry {
  View: (props: ModuleViewProps) => React.ReactNode
  /** The items carry their publication date (news). */
  withDate: boolean
}

/** One view per module view kind (spec "Module": views). A new view is one component and one line here. */
export const moduleViews: Record<ModuleView, ViewEntry> = {
  'single-view': { View: SingleView, withDate: false },
  'list-view': { View: ListView, withDate: false },
  'slider-view': { View: SliderView, withDate: false },
  'news-view': { View: (props) => <CardsView {...props} withDate />, withDate: true },
  'module-view': { View: CardsView, withDate: false },
  'odds-view': { View: OddsView, withDate: false },
  'ons-team-view': { View: TeamView, withDate: false },
}

/** The view of a module; undefined for a value the table does not know (old data): the page says so. */
export const moduleViewOf = (view: string | null | undefined): ViewEntry | undefined =>
  view && Object.hasOwn(moduleViews, view) ? moduleViews[view as ModuleView] : undefined
