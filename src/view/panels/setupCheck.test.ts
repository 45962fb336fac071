import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { universalis } from '../ports'
import { SetupCheck } from './SiegeEditorPanel'

const render = (problems: Parameters<typeof SetupCheck>[0]['problems']) =>
  renderToStaticMarkup(createElement(SetupCheck, { problems, language: 'en' }))

describe('the set-up check never contradicts itself (issue 14)', () => {
  it('no broken rule: only "The set-up follows the rules.", no "broken" heading', () => {
    const html = render([])
    expect(html).toContain('The set-up follows the rules.')
    expect(html).not.toContain('Set-up rules broken')
  })

  it('a broken rule: the heading and the rule, no "follows the rules"', () => {
    const problem = {
      code: 'castle-outside-strip',
      subject: 'w-1',
      message: 'w-1 stands outside the castle strip',
      clause: universalis('1', 'x'),
    }
    const html = render([problem] as unknown as Parameters<typeof SetupCheck>[0]['problems'])
    expect(html).toContain('Set-up rules broken')
    expect(html).toContain('w-1 stands outside the castle strip')
    expect(html).not.toContain('follows the rules')
  })
})
