// The site's CSS, global and small (budget: 20 KB gzip): tokens first, then each concern's own file; sections.css
// (generated) holds what sections share, then each section type's own stylesheet, in registry order.
import './tokens.css'
import './shell/SkipLink.css'
import './shell/Splash.css'
import './shell/Header.css'
import './shell/LanguageSwitch.css'
import './shell/Footer.css'
import './shell/Spinner.css'
import './ContentProblems.css'
import './page.css'
import '../sections/sections.css'
import '../forms/forms.css'
