import { isFloorPlanDocument, type CrmDocument, type CrmProject, type CrmProperty } from '../crm-format'
import { slugify } from '../../src/lib/slug'

/**
 * Pure mapping of CRM rows to Payload data. `base` holds the non-localized fields and the texts of the
 * default language; `localized` holds the texts of each other language present in the export.
 */

const TRI = ['no', 'yes', 'on-request'] as const
const FLOOD_ZONE = ['none', 'possible', 'effective'] as const
const ASBESTOS = ['not-required', 'none', 'present'] as const
const EPC_STATUS = ['available', 'in-application', 'not-applicable'] as const
const AVAILABILITY = ['immediately', 'by-agreement', 'at-deed', 'from-date'] as const

const pick = <T extends readonly string[]>(values: T, code: number | undefined): T[number] | undefined =>
  code === undefined || code === null ? undefined : values[code]

const date = (value: string | undefined): string | undefined => {
  if (!value) return undefined
  const parsed = new Date(value)
  return Number.isNaN(parsed.getTime()) ? undefined : parsed.toISOString()
}

const clean = <T extends Record<string, unknown>>(data: T): T =>
  Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined)) as T

export interface References {
  typeIdByWebId: Map<number, number | string>
  projectIdByExternalId: Map<number, number | string>
  advisorIdByEmail: Map<string, number | string>
  ownerIdByEmail: Map<string, number | string>
  mediaIdByPictureId: Map<number, number | string>
  mediaIdByUrl: Map<string, number | string>
}

/** Localized texts of a property row. */
export function propertyTexts(row: CrmProperty): Record<string, unknown> {
  return clean({
    title: row.TypeDescription,
    slug: slugify(row.TypeDescription),
    description: row.Description,
    priceUnitText: row.PriceUnitText,
    marqueeName: row.MarqueeName,
    heating: row.Heating,
    windowFrame: row.WindowFrame,
    glazing: row.Glazing,
    kitchen: row.Kitchen,
    roofMaterial: row.RoofMaterial,
    roofCondition: row.RoofCondition,
    planningDestination: row.PlanningDestination,
  })
}

function documents(list: CrmDocument[] | undefined, refs: References) {
  return (list ?? []).map((doc) => {
    const file = refs.mediaIdByUrl.get(doc.Url)
    return clean({ title: doc.Name, file, url: file ? undefined : doc.Url })
  })
}

/** A listing's floor plans: its documents the CRM types as a plan (crm-format.ts), as media, in export order. */
function floorPlans(list: CrmDocument[] | undefined, refs: References) {
  return (list ?? [])
    .filter(isFloorPlanDocument)
    .map((doc) => refs.mediaIdByUrl.get(doc.Url))
    .filter((id) => id !== undefined)
}

export function propertyData(row: CrmProperty, refs: References): Record<string, unknown> {
  const extraTypes = (row.WebIDs ?? '')
    .split(',')
    .map((id) => Number(id.trim()))
    .filter((id) => id && id !== row.WebID)
    .map((id) => refs.typeIdByWebId.get(id))
    .filter((id) => id !== undefined)
  const pictures = [...(row.Pictures ?? [])]
  if (row.SmallPictureItem && !pictures.some((p) => p.ID === row.SmallPictureItem!.ID)) pictures.unshift(row.SmallPictureItem)

  return clean({
    ...propertyTexts(row),
    externalId: row.ID,
    published: true,
    goal: row.Goal === 1 ? 'rent' : 'sale',
    marquee: String(row.Marquee ?? 0),
    type: refs.typeIdByWebId.get(row.WebID),
    extraTypes,
    mainTypeName: row.MainTypeName || undefined,
    recordFile: row.RecordFile || undefined,
    project: row.ProjectID ? refs.projectIdByExternalId.get(row.ProjectID) : null,
    advisor: row.AdvisorEmail ? refs.advisorIdByEmail.get(row.AdvisorEmail.toLowerCase()) : undefined,
    owner: row.OwnerEmail ? refs.ownerIdByEmail.get(row.OwnerEmail.toLowerCase()) : undefined,
    publishDate: date(row.PublishDate),
    street: row.Street,
    houseNumber: row.HouseNumber,
    boxNr: row.BoxNr,
    zip: String(row.Zip),
    city: row.City?.trim() || null,
    countryId: row.CountryID ? String(row.CountryID) : undefined,
    publishAddress: row.PublishAddress ?? true,
    latitude: row.Latitude,
    longitude: row.Longitude,
    price: row.Price,
    publishPrice: row.PublishPrice ?? true,
    priceUnit: row.PriceUnit,
    cadastralIncome: row.CadastralIncome,
    registrationRight: row.RegistrationRight,
    vatValue: row.VatValue,
    notaryFeeExVat: row.NotaryFeeExVat,
    notaryFeeIncVat: row.NotaryFeeIncVat,
    agencyCost: row.AgencyCost,
    totalCost: row.TotalCost,
    surfaceTotal: row.SurfaceTotal,
    surfaceGround: row.SurfaceGround,
    surfaceLiving: row.SurfaceLiving,
    surfaceConstructed: row.SurfaceConstructed,
    surfaceTerrace: row.SurfaceTerrace,
    surfaceGarden: row.SurfaceGarden,
    surfaceOffice: row.SurfaceOffice,
    surfaceStore: row.SurfaceStore,
    plotWidth: row.PlotWidth,
    frontWidth: row.FrontWidth,
    floors: row.Floors,
    facades: row.Facades,
    bedrooms: row.Bedrooms,
    bathrooms: row.Bathrooms,
    showerRooms: row.ShowerRooms,
    toilets: row.Toilets,
    garages: row.Garages,
    parkings: row.Parkings,
    externalParkings: row.ExternalParkings,
    constructionYear: row.ConstructionYear,
    renovationYear: row.RenovationYear,
    gas: row.Gas,
    water: row.Water,
    electricityConnection: row.ElectricityConnection,
    drainConnection: row.DrainConnection,
    lift: row.Lift,
    cellar: row.Cellar,
    attic: row.Attic,
    furnished: row.Furnished,
    garden: row.Garden,
    garage: row.Garage,
    terrace: row.Terrace,
    orientationTerrace: row.OrientationTerrace,
    orientationGarden: row.OrientationGarden,
    epcStatus: pick(EPC_STATUS, row.EPCStatus),
    epcUniqueCode: row.EPCUniqueCode,
    energyPerformance: row.EnergyPerformance,
    energyTotal: row.EnergyTotal,
    epcLabelText: row.EPCLabelText,
    co2Emission: row.CO2Emission,
    eLevel: row.ELevel,
    epcDate: date(row.EPCDate),
    energyCertificateEndDate: date(row.EnergyCertificateEndDate),
    permit: pick(TRI, row.Permit),
    allotmentPermit: pick(TRI, row.AllotmentPermit),
    preemptiveRights: pick(TRI, row.PreemptiveRights),
    summons: pick(TRI, row.Summons),
    judicialDecision: pick(TRI, row.JudicialDecision),
    floodRiskArea: pick(TRI, row.FloodRiskArea),
    floodZone: pick(FLOOD_ZONE, row.FloodZone),
    gScore: row.GScore,
    pScore: row.PScore,
    asbestosType: pick(ASBESTOS, row.AsbestosType),
    asbestosDate: date(row.AsbestosDate),
    chargesRenter: row.ChargesRenter,
    chargesOwner: row.ChargesOwner,
    depositMonths: row.DepositMonths,
    availability: pick(AVAILABILITY, row.Availability),
    availableFrom: date(row.AvailableFrom),
    inventory: row.Inventory,
    minimumIncome: row.MinimumIncome,
    maximumPersons: row.MaximumPersons,
    lifeAnnuity: row.LifeAnnuity,
    annuityBouquet: row.AnnuityBouquet,
    annuityMonthly: row.AnnuityMonthly,
    annuitantAges: row.AnnuitantAges,
    photos: pictures.map((p) => refs.mediaIdByPictureId.get(p.ID)).filter((id) => id !== undefined),
    videos: row.VideoUrl ? [{ url: row.VideoUrl }] : [],
    virtualTourUrl: row.VirtualTourUrl,
    // A listing's floor plans show as images, not among its downloads (a project has no plans of its own).
    documents: documents(
      row.Documents?.filter((doc) => !isFloorPlanDocument(doc)),
      refs,
    ),
    floorPlans: floorPlans(row.Documents, refs),
  })
}

export function projectTexts(row: CrmProject): Record<string, unknown> {
  return clean({
    title: row.Name,
    slug: slugify(row.Name),
    description: row.Description,
    delivery: row.Delivery,
    typeSummary: row.WebIDName,
  })
}

export function projectData(row: CrmProject, refs: References): Record<string, unknown> {
  const types = String(row.WebID ?? '')
    .split(';')
    .map((id) => refs.typeIdByWebId.get(Number(id.trim())))
    .filter((id) => id !== undefined)
  return clean({
    ...projectTexts(row),
    externalId: row.ID,
    published: true,
    goal: row.Goal === 1 ? 'rent' : 'sale',
    types,
    projectWebId: row.ProjectWebID ?? undefined,
    priceMin: row.PriceMin ?? undefined,
    priceMax: row.PriceMax ?? undefined,
    projectNumber: row.ProjectNumber,
    publicAddress: row.PublicAddress ?? true,
    street: row.Street,
    houseNumber: row.HouseNumber,
    boxNr: row.BoxNr,
    zip: String(row.Zip),
    city: row.City,
    countryId: row.CountryID ? String(row.CountryID) : undefined,
    latitude: row.Latitude,
    longitude: row.Longitude,
    photos: (row.Pictures ?? []).map((p) => refs.mediaIdByPictureId.get(p.ID)).filter((id) => id !== undefined),
    documents: documents(row.Documents, refs),
  })
}
