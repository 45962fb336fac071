/**
 * Interface texts of the multi-selection (issue 14): the figure list's select, copy, paste and
 * delete controls, the count of chosen figures and the paste notice, in English and German.
 * Merged into UI_TEXT in translations.ts.
 */
const term = (en: string, de: string) => ({ en, de })

export const MULTI_SELECT_UI_TEXT = {
  selectionTitle: term('Chosen figures', 'Gewählte Figuren'),
  selectionCount: term('chosen', 'gewählt'),
  selectFigure: term('Choose', 'Wählen'),
  selectAll: term('Choose all', 'Alle wählen'),
  selectNone: term('Choose none', 'Keine wählen'),
  copySelection: term('Copy', 'Kopieren'),
  pasteSelection: term('Paste', 'Einfügen'),
  deleteSelection: term('Delete', 'Löschen'),
  boxTool: term('Box select', 'Rahmenauswahl'),
  selectionHint: term(
    'Shift-click adds or removes a figure; Shift-drag on the empty table draws a box. Drag one chosen figure to move them all.',
    'Umschalt-Klick fügt eine Figur hinzu oder nimmt sie heraus; Umschalt-Ziehen auf dem leeren Tisch zieht einen Rahmen. Eine gewählte Figur ziehen bewegt alle.',
  ),
  pasteNoRoom: term('No room to paste the copied figures near them', 'Kein Platz, um die kopierten Figuren in ihrer Nähe einzufügen'),
  pasteNotScene: term(
    'The pasted text is no scene of figures or terrain: nothing was pasted',
    'Der eingefügte Text ist keine Szene mit Figuren oder Gelände: nichts wurde eingefügt',
  ),
}
