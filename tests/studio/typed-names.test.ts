import { describe, expect, it } from 'vitest'
import { typedAddress, uploadName } from '../../src/studio/client/typed-names.ts'

describe('names typed or uploaded in the studio', () => {
  it('an address typed with accents keeps its words (ingeniería → ingenieria), as a proposed one does', () => {
    expect(typedAddress('ingeniería-sénior', false)).toBe('ingenieria-senior')
    expect(typedAddress('Diseñador UX', false)).toBe('disenador-ux')
    expect(typedAddress('servicios/Consultoría SAP', true)).toBe('servicios/consultoria-sap')
    expect(typedAddress('servicios/x', false)).toBe('servicios-x')
    // A hyphen or space typed at the end stays, so the next word can follow.
    expect(typedAddress('senior ', false)).toBe('senior-')
  })

  it('an uploaded image keeps its name’s words and its extension, accents dropped, no stray hyphens', () => {
    expect(uploadName('Team Photo Ñandú (1).PNG')).toBe('team-photo-nandu-1.png')
    expect(uploadName('office_view.jpeg')).toBe('office-view.jpeg')
    expect(uploadName('...png')).toBe('image.png')
    expect(uploadName('café')).toBe('cafe')
  })
})
