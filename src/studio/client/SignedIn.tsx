import { useState } from 'react'
import { token } from './session-token.ts'
import { signedIn } from './signed-in.ts'

/** "Dana (editor)" and Sign out, in the team studio's bar: sign-out ends the session on the server. */
export function SignedIn() {
  const [who] = useState(signedIn)
  if (!who) return null
  const signOut = async () => {
    await fetch('/_studio/logout', { method: 'POST', headers: { 'x-studio-token': token() } }).catch(() => undefined)
    window.location.assign('/_studio/login')
  }
  return (
    <p className="signed-in">
      {who.name} ({who.role}){' '}
      <button type="button" onClick={() => void signOut()}>
        Sign out
      </button>
    </p>
  )
}
