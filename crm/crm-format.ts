/**
 * Shape of an agency CRM export, as the site receives it (spec section 7, "embedded data"):
 * top-level lists `projects`, `webIDs`, `citys`, `citysSale`, `citysRent`, `neighbourhoods`
 * and the property list entries. Field names are the CRM's own (spec section 3); the detail
 * vocabulary the spec names only by label uses the same PascalCase convention.
 *
 * Texts that differ by language arrive as one entry per language (`language: 'nl' | 'fr' | 'en' | 'de'`)
 * with the same ID; numbers and flags are taken from the entry in the default language.
 */

export type CrmLanguage = 'nl' | 'fr' | 'en' | 'de'

/** 'no' | 'yes' | 'on-request' in the CRM's own numeric coding: 0 no, 1 yes, 2 on request. */
export type CrmTriState = 0 | 1 | 2

export interface CrmPicture {
  ID: number
  /** Absolute http(s) URL, or a path relative to the export file. */
  Url: string
  Width?: number
  Height?: number
  Name?: string
}

export interface CrmDocument {
  Name: string
  /** Absolute http(s) URL, or a path relative to the export file. */
  Url: string
  /**
   * What the document is, as the CRM types it (free text, e.g. "Brochure", "EPC", "Plan"). Only the
   * floor-plan types below change what the site does with it; missing or any other type: a document.
   */
  Type?: string
}

/**
 * CRM document types that mean "floor plan", compared trimmed and case-insensitively: the CRM's own
 * "plan" and the names agencies type in its free field (Dutch "grondplan", "plattegrond", "plannen";
 * French "plan(s)"; English "floor plan", "floorplan"). A floor plan becomes a property's floor plan
 * (`properties.floorPlans`: the detail page's "Plannen" section and the gallery) instead of a download.
 */
export const FLOOR_PLAN_DOCUMENT_TYPES = ['plan', 'plans', 'plannen', 'grondplan', 'plattegrond', 'floorplan', 'floor plan'] as const

/** File types a floor plan can be shown as: an image. A plan typed as such but sent as a PDF stays a document. */
const PLAN_IMAGE = /\.(jpe?g|png|webp)$/i

/** Whether a CRM document is a floor plan the site shows as an image (see FLOOR_PLAN_DOCUMENT_TYPES). */
export function isFloorPlanDocument(document: Pick<CrmDocument, 'Type' | 'Url'>): boolean {
  // The export is JSON from elsewhere: a type or URL that is not text is no plan.
  if (typeof document.Type !== 'string' || typeof document.Url !== 'string') return false
  const type = document.Type.trim().toLowerCase().replace(/\s+/g, ' ')
  return (FLOOR_PLAN_DOCUMENT_TYPES as readonly string[]).includes(type) && PLAN_IMAGE.test(document.Url.split(/[?#]/)[0])
}

export interface CrmProperty {
  ID: number
  language: CrmLanguage
  /** 0 = sale, 1 = rent. */
  Goal: 0 | 1
  /** Municipality; empty or missing for some listings (spec "Detail pages"). */
  City?: string
  Zip: string
  /** Headline, or just the type name. */
  TypeDescription: string
  /** Type id (property type WebID). */
  WebID: number
  /** Comma-separated extra type ids, may be empty. */
  WebIDs?: string
  MainTypeName?: string
  /** Reference number, sometimes empty. */
  RecordFile?: string
  ProjectID?: number | null
  /** Badge code, see MARQUEE in src/lib/marquee.ts: 0 none, 1 new, 2 price reduced, 3 under option, 4 sold/rented, 14 to take over, 15 coming soon. */
  Marquee: number
  MarqueeName?: string
  SmallPictureItem?: CrmPicture | null
  Pictures?: CrmPicture[]

  // Display and detail fields
  Street?: string
  HouseNumber?: string
  BoxNr?: string
  PublishAddress?: boolean
  /** 10 Belgium, 50 Luxembourg. */
  CountryID?: number
  CountryName?: string
  Latitude?: number
  Longitude?: number
  PublishPrice?: boolean
  Price?: number
  /** 7 = "starting from". */
  PriceUnit?: number
  PriceUnitText?: string
  Description?: string
  /** ISO date the listing went online. */
  PublishDate?: string
  /** Staff e-mail of the advisor handling the property. */
  AdvisorEmail?: string
  /** E-mail of the owner (portal account). */
  OwnerEmail?: string
  VideoUrl?: string
  VirtualTourUrl?: string
  Documents?: CrmDocument[]

  // Surfaces and rooms (m², m, counts, years)
  SurfaceTotal?: number
  SurfaceGround?: number
  SurfaceLiving?: number
  SurfaceTerrace?: number
  SurfaceGarden?: number
  SurfaceConstructed?: number
  SurfaceOffice?: number
  SurfaceStore?: number
  PlotWidth?: number
  FrontWidth?: number
  Bedrooms?: number
  Bathrooms?: number
  ShowerRooms?: number
  Toilets?: number
  Garages?: number
  Parkings?: number
  ExternalParkings?: number
  Floors?: number
  Facades?: number
  ConstructionYear?: number
  RenovationYear?: number

  // Comfort
  Gas?: boolean
  Water?: boolean
  Lift?: boolean
  Cellar?: boolean
  Garden?: boolean
  Garage?: boolean
  Terrace?: boolean
  Attic?: boolean
  Furnished?: boolean
  ElectricityConnection?: boolean
  DrainConnection?: boolean
  Heating?: string
  WindowFrame?: string
  Glazing?: string
  Kitchen?: string
  RoofMaterial?: string
  RoofCondition?: string
  /** Compass point: N, NE, E, SE, S, SW, W, NW. */
  OrientationTerrace?: string
  OrientationGarden?: string

  // Legal and urban planning
  PreemptiveRights?: CrmTriState
  Permit?: CrmTriState
  AllotmentPermit?: CrmTriState
  Summons?: CrmTriState
  JudicialDecision?: CrmTriState
  PlanningDestination?: string
  /** 0 not in a flood zone, 1 possible flood zone, 2 effective flood zone. */
  FloodZone?: 0 | 1 | 2
  FloodRiskArea?: CrmTriState
  /** Water-sensitivity scores, A-D. */
  GScore?: string
  PScore?: string
  /** 0 no certificate needed, 1 certificate without asbestos, 2 asbestos present. */
  AsbestosType?: 0 | 1 | 2
  AsbestosDate?: string

  // Energy
  /** kWh/m² per year. */
  EnergyPerformance?: number
  /** kWh per year. */
  EnergyTotal?: number
  EPCLabelText?: string
  /** 0 available, 1 in application, 2 not applicable. */
  EPCStatus?: 0 | 1 | 2
  EPCUniqueCode?: string
  EPCDate?: string
  EnergyCertificateEndDate?: string
  CO2Emission?: number
  ELevel?: number

  // Financial
  CadastralIncome?: number
  RegistrationRight?: number
  NotaryFeeExVat?: number
  NotaryFeeIncVat?: number
  VatValue?: number
  TotalCost?: number
  AgencyCost?: number

  // Rent
  ChargesOwner?: number
  ChargesRenter?: number
  /** Deposit in months of rent. */
  DepositMonths?: number
  Inventory?: boolean
  /** 0 immediately, 1 by agreement, 2 at the deed, 3 from AvailableFrom. */
  Availability?: 0 | 1 | 2 | 3
  AvailableFrom?: string
  MinimumIncome?: number
  MaximumPersons?: number

  // Life annuity (viager)
  LifeAnnuity?: boolean
  AnnuityBouquet?: number
  AnnuityMonthly?: number
  AnnuitantAges?: string
}

export interface CrmProject {
  ID: number
  language: CrmLanguage
  Goal: 0 | 1
  City: string
  Zip: string
  /** Project name. */
  Name: string
  /** Type ids, possibly several separated by " ; ". */
  WebID: string
  /** Type name with unit count, e.g. "Appartement (12)". */
  WebIDName?: string
  ProjectWebID?: number | null
  SmallPicture?: string | null
  Pictures?: CrmPicture[]
  PriceMin?: number | null
  PriceMax?: number | null
  PublicAddress?: boolean
  Street?: string
  HouseNumber?: string
  BoxNr?: string
  CountryID?: number
  CountryName?: string
  Latitude?: number
  Longitude?: number
  Description?: string
  ProjectNumber?: string
  Delivery?: string
  Documents?: CrmDocument[]
}

export interface CrmPropertyType {
  ID: number
  WebID: number
  Name: string
  ShowOrder: number
  Sale: boolean
  Rent: boolean
  language: CrmLanguage
  countSaleProperty?: number
  countRentProperty?: number
}

export interface CrmCity {
  Name: string
  Zip: string
  CountryID: number
  CountryName: string
  PropertyCount?: number
  language: CrmLanguage
}

export interface CrmExport {
  projects: CrmProject[]
  webIDs: CrmPropertyType[]
  citys: CrmCity[]
  citysSale: CrmCity[]
  citysRent: CrmCity[]
  neighbourhoods: unknown[]
  properties: CrmProperty[]
}
