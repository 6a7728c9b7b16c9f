// The site's CSS, global and small (budget: 20 KB gzip): tokens first, then each concern's own file.
import './tokens.css'
import './shell.css'
import './page.css'
import '../sections/sections.css'
import '../sections/collections.css'
import '../forms/forms.css'
import '../sections/search/search.css'
