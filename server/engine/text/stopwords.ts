/** Words that carry no meaning for binding (cue words among them are matched before this list). */
export const STOPWORDS = new Set(
  `
  a an the of in on at to for by per and or is are was were be been do doe did what which who
  how when where there their it its this that these those with from me my i we us you your
  show give tell list find get please can could would should will all each every have ha had
  has as than into about over under between across data dataset table value much many any some
  them they then now only just also instead same again rather not no but if so up out year
  month day week quarter time number count total average mean sum top most least highest
  lowest does let see display compute calculate look like during since after before until more
  less fewer greater above below vs versus compare overall s", ,
`
    .split(/\s+/)
    .filter(Boolean),
)
