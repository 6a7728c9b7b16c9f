// The inbox (src/inbox/) needs it too, so it lives a room lower; the studio keeps importing it from here.
export { clientAddress, plainAddress } from '../../server/client-address.ts'
