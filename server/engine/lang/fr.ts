import { lemmas } from './lemmas'
import type { LanguagePack } from './pack'

/**
 * French questions are understood through this pack and answered in English. Words are
 * segmented by Intl.Segmenter; content words are translated into English lemmas.
 */
export const FR_PACK: LanguagePack = {
  code: 'fr',
  locale: 'fr',
  cues: {
    share: ['pourcentage', 'part', 'proportion'],
    ratio: ['combien de fois', 'fois'],
    margin: ['marge', 'marge bénéficiaire', 'rentabilité'],
    distinct: ['différents', 'distincts', 'différentes'],
    median: ['médiane'],
    average: ['moyenne', 'moyen'],
    total: ['total', 'somme'],
    count: ['combien', 'nombre de'],
    max: ['le plus', 'plus élevé', 'maximum', 'plus grand'],
    min: ['le moins', 'plus bas', 'minimum', 'plus petit'],
    compare: ['comparer', 'comparez', 'par rapport'],
    change: ['évolution', 'croissance', 'augmentation'],
    previous: ['année précédente'],
    calendarMonth: ['mois de l’année', 'saisonnier'],
    decade: ['décennie'],
    first: ['première fois', 'premier'],
    missing: ['manquant', 'sans'],
    known: ['connu'],
    correlation: ['coefficient de corrélation', 'corrélation'],
    each: ['par', 'chaque'],
    above: ['plus de', 'supérieur à'],
    below: ['moins de', 'inférieur à'],
    between: ['entre'],
    forecast: ['année prochaine', 'prévoir', 'prévision'],
    why: ['pourquoi'],
    overview: ['intéressant', 'résumé'],
    difference: ['différence', 'écart'],
    not: ['pas', 'sauf'],
    distribution: ['distribution', 'répartition'],
    trend: ['tendance'],
  },
  words: {
    // Everyday words of data, each to the English lemma a column is named by.
    ...lemmas(`
    valeur, valeurs: value; quantité, quantités: quantity; montant, montants: amount
    nombre, numéro: number; taux, indice: rate; niveau: level; score, points: score
    note, notes, évaluation: rating; classement, rang: rank; taille: size; fréquence: frequency
    enregistrement, enregistrements: record; ligne, lignes: row; données: data; tableau: table
    colonne, colonnes: column; année, années, an, ans: year; mois: month; jour, jours: day
    semaine, semaines: week; heure, heures: hour; minute, minutes: minute; date, dates: date
    trimestre: quarter; siècle: century; période: period; saison: season
    annuel, annuelle: annual; mensuel, mensuelle: monthly; quotidien, quotidienne: daily
    pays: country; état, états: state; ville, villes: city; région, régions: region
    continent, continents: continent; province, provinces: province
    comté, comtés, département, départements: county; lieu, lieux: place
    emplacement: location; adresse: address; capitale: capital
    population, habitants: population; habitant: inhabitant; gens, personnes: people
    personne: person; enfant, enfants: child; adulte, adultes: adult; femme, femmes: woman
    homme, hommes: man; sexe: sex; genre: gender; âge, âges: age
    naissance, naissances, natalité: birth; décès, morts, mort: death
    victime, victimes: victim; blessé, blessés: injury; espérance de vie: life expectancy
    fécondité, fertilité: fertility; santé: health; maladie, maladies: disease
    patient, patients: patient; cas: case; prix: price; coût, coûts: cost
    revenu, revenus: income; salaire, salaires: salary; chiffre d’affaires: revenue
    bénéfice, bénéfices: profit; perte, pertes: loss; impôt, impôts, taxe: tax; dette: debt
    pib: gdp; inflation: inflation; chômage: unemployment; emploi: employment
    épargne: savings; argent: money; entreprise, entreprises, société: company
    employé, employés, salarié, salariés: employee; étudiant, étudiants, élève, élèves: student
    école, écoles: school; voiture, voitures, véhicule, véhicules: car; vol, vols: flight
    retard, retards: delay; aéroport: airport; distance: distance; longueur: length
    hauteur: height; largeur: width; profondeur: depth; poids: weight; superficie, surface: area
    volume: volume; vitesse: speed; puissance, chevaux: horsepower; moteur: engine
    cylindre, cylindres: cylinder; consommation: consumption
    température, températures: temperature; précipitations: precipitation; pluie: rain
    neige: snow; vent: wind; météo: weather; humidité: humidity; classe, classes: class
    groupe, groupes: group; type, types: type; espèce, espèces: species; nom, noms: name
    séisme, séismes, tremblement de terre: earthquake; magnitude: magnitude
    accident, accidents: accident; crime, crimes: crime; joueur, joueurs: player
    but, buts: goal; lourd, lourde: heavy; léger, légère: light; haut, haute: high
    bas, basse: low; rapide: fast; lent, lente: slow; cher, chère: expensive
    grand, grande: big; petit, petite: small; riche: rich; pauvre: poor
    montre, montrer, affiche: show; quel, quelle, quels, quelles: which; où: where
    quand: when; depuis: since; jusqu’à: until; avant: before; après: after
  `),
    commandes: 'order',
    commande: 'order',
    clients: 'customer',
    client: 'customer',
    remise: 'discount',
    ventes: 'sales',
    ouest: 'west',
    nord: 'north',
    sud: 'south',
    catastrophe: 'disaster',
    naturelle: 'natural',
    morts: 'death',
    mort: 'death',
    décès: 'death',
    type: 'type',
    inondation: 'flood',
    séisme: 'earthquake',
    pays: 'country',
    habitants: 'population',
    revenu: 'income',
    bénéfice: 'profit',
    bénéfices: 'profit',
    "chiffre d'affaires": 'sales',
    catégorie: 'category',
    région: 'region',
  },
}
