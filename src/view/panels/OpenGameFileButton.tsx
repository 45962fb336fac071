/**
 * "Open a game…": a button and its hidden file input, for every kind of game (Universalis, Mage
 * Knight, Dungeons), in the set-up as in a running game, so a saved game can be taken up without
 * starting another first. `open` is the store's reader of a game file's text; a file it refuses
 * leaves the table as it was and says why (the store's notice). Test hooks: `testId` on the
 * button, `${testId}-input` on the input.
 */
import { type ChangeEvent, useRef } from 'react'
import { useSightline } from '../StoreContext'
import { uiText } from '../i18n/translations'

export function OpenGameFileButton({ open, testId }: { open: (text: string) => unknown; testId: string }) {
  const language = useSightline((s) => s.language)
  const input = useRef<HTMLInputElement>(null)
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    // The same file chosen again must fire again.
    event.target.value = ''
    if (file) await open(await file.text())
  }
  return (
    <>
      <button type="button" data-testid={testId} onClick={() => input.current?.click()}>
        {uiText('openGame', language)}
      </button>
      <input ref={input} type="file" accept=".json,application/json" hidden onChange={onFile} data-testid={`${testId}-input`} />
    </>
  )
}
