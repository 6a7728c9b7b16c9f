// Every test holds the interface's words of every language, as the server and the build do (ui/words/word-store.ts).
import '../src/ui/words/words-for.ts'
