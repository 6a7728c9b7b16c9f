// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { svgHazards } from '../../src/media/svg-hazards.ts'

const svg = (body: string, attrs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg"${attrs} viewBox="0 0 10 10">${body}</svg>`

describe('svgHazards', () => {
  it('finds nothing in a plain drawing with internal references, embedded bitmaps and text', () => {
    expect(
      svgHazards(
        svg(
          '<defs><linearGradient id="g"/><style>.a { fill: url(#g) }</style></defs><rect class="a" fill="url(\'#g\')"/>' +
            '<use href="#g"/><use xlink:href="#g"/><image href="data:image/png;base64,iVBORw0KGgo="/>' +
            '<text>one = 1, online = yes</text>',
        ),
      ),
    ).toEqual([])
  })

  it.each([
    [svg('<script>alert(1)</script>'), 'a <script> element'],
    [svg('<SCRIPT src="x.js"/>'), 'a <script> element'],
    [svg('<rect/>', ' onload="alert(1)"'), 'an event handler attribute (such as onload=)'],
    [svg('<rect\nonmouseover = "x()"/>'), 'an event handler attribute (such as onload=)'],
    [svg('<a href="javascript:alert(1)"><rect/></a>'), 'a javascript: address'],
    [svg('<set attributeName="href" to="javascript:alert(1)"/>'), 'a javascript: address'],
    [svg('<foreignObject><div>hi</div></foreignObject>'), 'embedded HTML (<foreignObject>)'],
    [
      '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>' + svg('<text>&x;</text>'),
      'an entity declaration (<!ENTITY>)',
    ],
    [
      svg('<image href="https://tracker.example/p.gif"/>'),
      'a reference to another file or address (href="https://tracker.example/p.gif")',
    ],
    [svg('<image xlink:href="photo.jpg"/>'), 'a reference to another file or address (href="photo.jpg")'],
    [
      svg('<rect style="fill: url(https://x.example/a.svg#p)"/>'),
      'a reference to another file or address (url(https://x.example/a.svg#p))',
    ],
    [svg('<style>@import "https://x.example/a.css";</style>'), 'a style sheet import (@import)'],
  ])('finds the hazard in %s', (text, hazard) => {
    expect(svgHazards(text)).toContain(hazard)
  })
})
