import { e, type Entry } from './entry'

/** The shortlist (hearts, the saved-listings page, its share link) and the compare page. */
export const shortlistTexts = {
  // The heart on cards and detail pages: one label per listing, its state in aria-pressed.
  'shortlist.heart': e('Bewaar {title}', 'Enregistrer {title}', 'Save {title}'),
  // The heart's visible word on the detail page: the start of its label (WCAG 2.5.3, label in name).
  'shortlist.heartText': e('Bewaar', 'Enregistrer', 'Save'),
  'shortlist.full': e(
    'Uw lijst is vol: u kunt tot {max} panden bewaren. Verwijder er eerst een.',
    'Votre liste est pleine : vous pouvez garder jusqu’à {max} biens. Retirez-en d’abord un.',
    'Your list is full: you can save up to {max} properties. Remove one first.',
  ),
  'shortlist.link': e('Bewaarde panden', 'Mes favoris', 'Saved properties'),
  // The shortlist page (/nl/bewaard/, /fr/favoris/, /en/saved/)
  'shortlist.title': e('Bewaarde panden', 'Mes favoris', 'Saved properties'),
  'shortlist.intro': e(
    'De panden die u bewaarde met het hartje. Uw lijst staat in deze browser; bent u ingelogd met uw zoekopdracht, dan ook in uw account.',
    'Les biens que vous avez gardés avec le cœur. Votre liste est conservée dans ce navigateur ; si vous êtes connecté à votre recherche, aussi dans votre compte.',
    'The properties you saved with the heart. Your list is kept in this browser; when you are logged in to your search demand, in your account too.',
  ),
  'shortlist.empty': e(
    'U hebt nog geen panden bewaard. Tik op het hartje bij een pand om het hier te bewaren.',
    'Vous n’avez encore gardé aucun bien. Touchez le cœur d’un bien pour le garder ici.',
    'You have not saved any properties yet. Tap the heart on a property to keep it here.',
  ),
  'shortlist.count': e(
    '{count, plural, one {# bewaard pand} other {# bewaarde panden}}',
    '{count, plural, one {# bien gardé} other {# biens gardés}}',
    '{count, plural, one {# saved property} other {# saved properties}}',
  ),
  'shortlist.loading': e('Panden laden…', 'Chargement des biens…', 'Loading properties…'),
  'shortlist.noScript': e(
    'Uw bewaarde panden staan in uw browser: zet JavaScript aan om ze te zien.',
    'Vos favoris sont conservés dans votre navigateur : activez JavaScript pour les voir.',
    'Your saved properties are kept in your browser: turn on JavaScript to see them.',
  ),
  'shortlist.note': e('Notitie bij {title}', 'Note sur {title}', 'Note on {title}'),
  'shortlist.noteHint': e(
    'Alleen voor uzelf: een notitie wordt niet gedeeld.',
    'Pour vous seul : une note n’est jamais partagée.',
    'Only for you: a note is never shared.',
  ),
  'shortlist.remove': e('Verwijderen: {title}', 'Retirer {title}', 'Remove {title}'),
  'shortlist.removeText': e('Verwijderen', 'Retirer', 'Remove'),
  'shortlist.sold': e('Dit pand is intussen verkocht.', 'Ce bien a été vendu entre-temps.', 'This property has been sold since.'),
  'shortlist.rented': e('Dit pand is intussen verhuurd.', 'Ce bien a été loué entre-temps.', 'This property has been rented since.'),
  'shortlist.gone': e(
    'Dit pand (referentie {id}) staat niet meer online.',
    'Ce bien (référence {id}) n’est plus en ligne.',
    'This property (reference {id}) is no longer online.',
  ),
  'shortlist.compareOne': e('Vergelijk {title}', 'Comparer {title}', 'Compare {title}'),
  'shortlist.compareFull': e(
    'U kunt tot {max} panden tegelijk vergelijken.',
    'Vous pouvez comparer jusqu’à {max} biens à la fois.',
    'You can compare up to {max} properties at once.',
  ),
  'shortlist.compareGo': e(
    '{count, plural, one {Vergelijk # pand} other {Vergelijk # panden}}',
    '{count, plural, one {Comparer # bien} other {Comparer # biens}}',
    '{count, plural, one {Compare # property} other {Compare # properties}}',
  ),
  'shortlist.compareBar': e('Vergelijken', 'Comparer', 'Compare'),
  'shortlist.compareClear': e('Wis de keuze', 'Effacer le choix', 'Clear the choice'),
  'shortlist.compareHint': e(
    'Vink 2 tot {max} panden aan om ze naast elkaar te zien.',
    'Cochez 2 à {max} biens pour les voir côte à côte.',
    'Tick 2 to {max} properties to see them side by side.',
  ),
  'shortlist.share': e('Deel deze lijst', 'Partager cette liste', 'Share this list'),
  'shortlist.shareLink': e('Link naar deze lijst', 'Lien vers cette liste', 'Link to this list'),
  'shortlist.shareHint': e(
    'De link toont de panden, niet uw notities.',
    'Le lien montre les biens, pas vos notes.',
    'The link shows the properties, not your notes.',
  ),
  'shortlist.copy': e('Kopieer de link', 'Copier le lien', 'Copy the link'),
  'shortlist.copied': e('Link gekopieerd', 'Lien copié', 'Link copied'),
  'shortlist.sharedTitle': e('Een gedeelde lijst', 'Une liste partagée', 'A shared list'),
  'shortlist.sharedIntro': e(
    'Iemand deelde deze panden met u. Bewaar ze in uw eigen lijst om ze terug te vinden.',
    'Quelqu’un a partagé ces biens avec vous. Gardez-les dans votre liste pour les retrouver.',
    'Someone shared these properties with you. Save them to your own list to find them again.',
  ),
  'shortlist.saveShared': e('Bewaar in mijn lijst', 'Garder dans ma liste', 'Save to my list'),
  'shortlist.savedShared': e(
    '{count, plural, one {# pand toegevoegd aan uw lijst.} other {# panden toegevoegd aan uw lijst.}}',
    '{count, plural, one {# bien ajouté à votre liste.} other {# biens ajoutés à votre liste.}}',
    '{count, plural, one {# property added to your list.} other {# properties added to your list.}}',
  ),
  'shortlist.ownList': e('Naar mijn bewaarde panden', 'Vers mes favoris', 'To my saved properties'),
  'shortlist.synced': e('Bewaard in uw account.', 'Conservé dans votre compte.', 'Kept in your account.'),
  'shortlist.loadError': e(
    'De panden konden niet geladen worden. Probeer het later opnieuw.',
    'Les biens n’ont pas pu être chargés. Réessayez plus tard.',
    'The properties could not be loaded. Please try again later.',
  ),
  // The compare page (/nl/vergelijk/, /fr/comparer/, /en/compare/)
  'compare.title': e('Panden vergelijken', 'Comparer des biens', 'Compare properties'),
  'compare.intro': e(
    'Tot {max} panden naast elkaar. Op een smal scherm veegt u opzij naar het volgende pand.',
    'Jusqu’à {max} biens côte à côte. Sur un petit écran, glissez vers le bien suivant.',
    'Up to {max} properties side by side. On a narrow screen, swipe to the next property.',
  ),
  'compare.empty': e(
    'Kies op uw lijst van bewaarde panden 2 tot {max} panden om te vergelijken.',
    'Choisissez 2 à {max} biens dans vos favoris pour les comparer.',
    'Choose 2 to {max} properties on your saved list to compare them.',
  ),
  'compare.caption': e(
    '{count, plural, one {Vergelijking van # pand} other {Vergelijking van # panden}}',
    '{count, plural, one {Comparaison de # bien} other {Comparaison de # biens}}',
    '{count, plural, one {Comparison of # property} other {Comparison of # properties}}',
  ),
  'compare.property': e('Pand', 'Bien', 'Property'),
  'compare.price': e('Prijs', 'Prix', 'Price'),
  'compare.pricePerM2': e('Prijs per m² bewoonbaar', 'Prix par m² habitable', 'Price per m² of living area'),
  'compare.pricePerM2Value': e('€ {value}/m²', '{value} €/m²', '€ {value}/m²'),
  'compare.totalCost': e(
    'Geschatte totale aankoopkost (enige eigen woning, zonder lening)',
    "Coût total d'achat estimé (seule habitation propre, sans prêt)",
    'Estimated total cost of buying (only own home, no loan)',
  ),
  'compare.totalCostValue': e('± € {value}', '± {value} €', '± € {value}'),
  'compare.totalCostFromValue': e('vanaf ± € {value}', 'à partir de ± {value} €', 'from ± € {value}'),
  'compare.epc': e('EPC-label en -waarde', 'Label et valeur PEB', 'EPC label and value'),
  'compare.epcValue': e('{value} kWh/m²', '{value} kWh/m²', '{value} kWh/m²'),
  'compare.withSurface': e('Ja, {value} m²', 'Oui, {value} m²', 'Yes, {value} m²'),
  'compare.unknown': e('Niet vermeld', 'Non précisé', 'Not stated'),
  'compare.previous': e('Vorige panden', 'Biens précédents', 'Previous properties'),
  'compare.next': e('Volgende panden', 'Biens suivants', 'Next properties'),
  'compare.shown': e('Panden {from}–{to} van {total}', 'Biens {from} à {to} sur {total}', 'Properties {from}–{to} of {total}'),
  'compare.print': e('Afdrukken', 'Imprimer', 'Print'),
  'compare.remove': e('Haal {title} uit de vergelijking', 'Retirer {title} de la comparaison', 'Remove {title} from the comparison'),
  'compare.back': e('Terug naar mijn bewaarde panden', 'Retour à mes favoris', 'Back to my saved properties'),
} as const satisfies Record<string, Entry>
