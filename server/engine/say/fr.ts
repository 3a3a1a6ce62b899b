import type { SayKey } from './en'

/** Français : the engine's sentences, one for every key of the English catalog. */
export const FR: Record<SayKey, string> = {
  'step.plan': 'Préparer la réponse',
  'step.query': 'Interroger les données',
  'step.chart': 'Tracer le graphique',
  'step.respond': 'Synthèse',
  'chart.bar': 'diagramme en barres',
  'chart.line': 'graphique linéaire',
  'chart.titleBy': '{measure} par {dim}',

  'talk.hello':
    'Bonjour ! Posez-moi n’importe quelle question sur {dataset} : totaux, moyennes, classements, tendances, distributions, comparaisons ou corrélations.',
  'talk.thanks': 'Avec plaisir ! Posez une autre question quand vous voulez.',
  'talk.bye': 'Au revoir ! Votre session et ses réponses sont enregistrées.',
  'talk.help':
    'Je réponds aux questions sur vos données avec de vrais chiffres calculés en SQL : totaux et moyennes par groupe, les N premiers, évolutions dans le temps, distributions, comparaisons, corrélations et comptages filtrés.',
  'talk.analytics': 'Il n’y avait pas de question à analyser ; voici donc un aperçu de {file}.',
  'talk.noData':
    'Aucune source de données synchronisée à analyser pour l’instant. Importez un fichier CSV, TSV, JSON ou Parquet, ou choisissez un jeu de données d’exemple.',

  'step.route': 'Choisir comment répondre',
  'step.search': 'Rechercher dans les documents',
  'docs.routeOnly':
    'Réponse tirée des documents : les sources sont des documents ({files}), sans tableau à analyser.',
  'docs.routeMix':
    'Réponse tirée des documents : {docHits} des {terms} mots pleins de la question ({words}) figurent dans les documents, {tableHits} désignent des colonnes ou des valeurs des tableaux.',
  'docs.routeTables':
    'Analyse des tableaux : {tableHits} des {terms} mots pleins de la question ({words}) désignent des colonnes, des valeurs ou des calculs des tableaux, {docHits} figurent dans les documents.',
  'docs.searched': 'Recherche dans {passages} passages de {files} : {words}.',
  'docs.found': 'Passages les plus pertinents : {list}.',
  'docs.answer': 'D’après les documents :',
  'docs.notSaid': 'Les documents ne disent rien sur {words}.',
  'docs.notTogether':
    'Les documents ne le disent pas : aucun passage ne parle de {words} à la fois, il n’y a donc rien à citer.',
  'docs.noWords':
    'Les documents ne le disent pas : la question ne contient aucun mot à y rechercher.',
  'docs.needTable':
    'L’analyse a besoin d’un tableau, et les sources ici ne sont que des documents ({files}). Posez la question en mode AUTO pour obtenir une réponse tirée des documents, avec citations et références.',
  'docs.page': 'page {page}',
  'docs.slide': 'diapositive {page}',
  'step.write': 'Rédiger la réponse',
  'docs.written':
    'Rédigé par {model} à partir des passages trouvés : chaque phrase cite un passage, et chaque chiffre qu’elle contient figure dans le passage cité.',
  'docs.modelFallback':
    'La réponse cite les passages tels qu’ils sont écrits : la réponse de {model} n’a pas pu être utilisée ({reason}).',
  'docs.modelNotSaid':
    'Les documents ne le disent pas : les passages trouvés ne répondent pas à cette question.',

  'reply.readAs': 'J’ai compris la question ainsi : {plan}.',
  'reply.followUp': 'Dans la continuité de la question précédente.',
  'reply.notUnderstood': 'Mots que je n’ai pas su interpréter : {words}.',
  'reply.setAside': 'Mots qui ne changent pas cette réponse : {words}.',
  'reply.cannotCompute':
    'Je ne peux pas répondre à cela avec {file} : rien dans les données ne mesure {words}, je ne donnerai donc pas de chiffre.',
  'reply.cannotSelect':
    'Je ne peux pas répondre à cela avec {file} : rien dans les données n’indique quelles lignes étaient {words}, je ne donnerai donc pas de chiffre.',
  'reply.noTime':
    'Je ne peux pas montrer d’évolution dans le temps avec {file} : il n’a aucune colonne de date ou d’année, seulement un instantané.',
  'reply.notPlanned':
    'Je ne peux pas déterminer quoi calculer à partir de cette question sur {file}, je ne donne donc aucun chiffre.',
  'reply.forecast':
    'Je ne peux pas prédire l’avenir à partir de ces données ; voici plutôt ce qu’elles montrent jusqu’ici : {plan}.',
  'reply.cannotWhy':
    'Je ne peux pas dire pourquoi avec {file} : les données enregistrent ce qui s’est passé, pas ses causes, je ne donnerai donc pas de chiffre.',
  'reply.noPeriod':
    'Je ne peux pas répondre à cela avec {file} : il n’y a pas de données pour {period} (elles couvrent la période de {from} à {to}), je ne donnerai donc pas de chiffre.',
  'reply.tryInstead': 'Questions auxquelles je peux répondre :',
  'reply.columns': 'Les données contiennent ces colonnes : {columns}.',
  'reply.noRows': 'Aucune ligne ne remplit ces conditions.',
  'reply.retry':
    'La première tentative a échoué ({error}). Nouvel essai en ignorant les valeurs qui ne sont pas des nombres.',

  'note.smallGroup':
    'Remarque : {group} ne compte que {n} lignes, son chiffre repose donc sur peu de données.',
  'note.partial': 'Remarque : {period} est une période incomplète ({n} mois sur {full}).',
  'note.tied': 'Ex æquo : {n} groupes se partagent ces places, ils sont donc tous affichés.',
  'note.tiedMany':
    'Ex æquo : au moins {n} se partagent ces places ; seuls {n} d’entre eux sont affichés.',
  'note.ignoredOne': '{n} valeur non numérique a été ignorée.',
  'note.ignoredOther': '{n} valeurs non numériques ont été ignorées.',

  'word.total': 'total de {x}',
  'word.average': 'moyenne de {x}',
  'word.median': 'médiane de {x}',
  'word.count': 'nombre de {x}',
  'word.distinct': 'nombre de {x} distincts',
  'word.min': '{x} minimal',
  'word.max': '{x} maximal',
  'word.share': 'part de {x}',
  'word.unconverted': '{x} (tel qu’enregistré, non converti en {unit})',
  'word.ratio': 'rapport de {x}',
  'word.missing': 'lignes où {x} manque',
  'word.known': 'lignes où {x} est renseigné',
  'word.points': 'points de pourcentage',
  'word.difference': 'écart',
  'compare.higherBy': '{higher} dépasse {lower} de {gap}.',
  'word.change': 'évolution',
  'word.correlation': 'corrélation entre {x} et {y}',
  'word.rows': 'lignes',
  'word.and': ' et ',
  'word.where': ' où ',
  'word.per': ' par ',
  'word.top': 'les {n} premiers',
  'word.first': 'premier',
  'word.last': 'dernier',
  'word.of': ' de ',
  'word.between': 'entre {a} et {b}',
  'word.vs': ' face à ',
  'word.averagedYear': '{measure} de chaque année, en moyenne sur les années avec des données',
  'word.averagedMonth': '{measure} de chaque mois, en moyenne sur les mois avec des données',
  'word.averagedDay': '{measure} de chaque jour, en moyenne sur les jours avec des données',
  'word.allGroups': '{x}, les {n} groupes réunis',
  'word.calendarMonth': 'mois de l’année (toutes années confondues)',
  'word.highestN': 'les {n} plus élevés',
  'word.lowestN': 'les {n} plus faibles',
  'word.rowsHighest': 'les {n} lignes au {x} le plus élevé',
  'word.rowsLowest': 'les {n} lignes au {x} le plus faible',
  'word.rowHighest': 'la ligne au {x} le plus élevé',
  'word.rowLowest': 'la ligne au {x} le plus faible',

  'planner.plannedBy': 'Planifié par {model}.',
  'planner.fallback':
    'Planifié par les règles intégrées : la réponse de {model} n’a pas pu être utilisée ({reason}).',
  'planner.sqlPlan':
    'Planifié par {model} : {restatement}. Le modèle a écrit cette requête SQL ; elle a été vérifiée (un seul SELECT sur ce seul jeu de données) et exécutée avec une limite de {rows} lignes.',
  'planner.cannot': 'Je ne peux pas répondre à cela avec {files} : {reason}',
  'planner.cannotStep':
    'Planifié par {model}, qui a conclu que les données ne permettent pas de répondre à cette question.',
  'planner.noRows': 'Aucune ligne ne correspond à cette question.',
  'planner.value': 'La réponse est **{value}** ({column}).',
  'planner.row': 'La réponse : {pairs}.',
  'planner.rows': 'La requête a renvoyé {n} lignes :',
  'planner.rowsFirst': 'La requête a renvoyé {n} lignes ; voici les {shown} premières :',
  'planner.total': 'Totaux sur ces {n} lignes : {totals}.',
  'planner.truncated': 'Seules les {n} premières lignes ont été conservées.',
  'planner.chart': 'Un {chart} de {y} par {x}.',
  'planner.timeout': 'pas de réponse en {s} s',
  'planner.empty': 'sa requête n’a renvoyé aucune ligne',

  'suggest.totalBy': 'Quel est le total de {measure} par {dim} ?',
  'planner.wrongLanguage': 'son texte était rédigé en {seen} et non en {asked}',
  'suggest.averageBy': 'Quelle est la moyenne de {measure} par {dim} ?',
  'suggest.highestAverage': 'Quel {dim} a la moyenne de {measure} la plus élevée ?',
  'suggest.changeSince': 'Comment la moyenne de {measure} a-t-elle évolué depuis {year} ?',
  'suggest.averageByMonth': 'Quelle est la moyenne de {measure} par mois ?',
  'suggest.medianAndAverage': 'Quelles sont la médiane et la moyenne de {measure} ?',
  'suggest.howManyDifferent': 'Combien y a-t-il de {dims} différents ?',
  'suggest.howManyKinds': 'Combien y a-t-il de types de {dim} différents ?',
  'suggest.correlated': 'Dans quelle mesure {a} et {b} sont-ils corrélés ?',

  'season.highLow': 'Le plus élevé : {high} ({highValue}) ; le plus bas : {low} ({lowValue}).',
  'period.over': '(sur {periods} avec des données)',
  'word.moreInTable': '… et {n} de plus dans le tableau.',
  'stat.median': 'médiane',
  'stat.avg': 'moyenne',
  'stat.min': 'minimum',
  'stat.max': 'maximum',
  'stat.spread': 'étendue (maximum − minimum)',
  'stat.std': 'écart-type',
  'stat.percentile': '{nth}e centile',
  'stat.values': '({n} valeurs)',
  'word.pearson': 'r de Pearson',
  'corr.result': 'r = {r} sur {n} paires : {relationship}.',
  'corr.strongPositive': 'une forte relation positive',
  'corr.strongNegative': 'une forte relation négative',
  'corr.moderatePositive': 'une relation positive modérée',
  'corr.moderateNegative': 'une relation négative modérée',
  'corr.weakPositive': 'une faible relation positive',
  'corr.weakNegative': 'une faible relation négative',
  'corr.none': 'aucune relation nette',
  'overview.restate':
    'un aperçu des données : les valeurs, l’étendue et les valeurs manquantes de chaque colonne, et la relation la plus forte',
  'share.partOf': '({part} sur {whole})',
  'compare.line': '{a} par rapport à {b} : {difference} {diff} ({pct}, rapport {ratio}×)',
  'compare.noRowsFor': 'Aucune ligne pour : {values}.',
}
