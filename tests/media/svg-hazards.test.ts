// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { svgHazards } from '../../src/media/svg-hazards.ts'

const svg = (body: string, attrs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"${attrs} viewBox="0 0 10 10">${body}</svg>`

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

  it('accepts what drawing programs write: a DOCTYPE, their own namespaces, metadata, CDATA styles', () => {
    const inkscape =
      '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<!-- Created with Inkscape -->\n' +
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n' +
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" ' +
      'xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" ' +
      'width="10" height="10"><metadata><rdf:RDF/></metadata><sodipodi:namedview inkscape:zoom="1"/>' +
      '<style><![CDATA[ .b { fill: #123 } ]]></style><path class="b" d="M0 0h10v10z"/></svg>'
    expect(svgHazards(inkscape)).toEqual([])
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
    [svg('<image xlink:href="photo.jpg"/>'), 'a reference to another file or address (xlink:href="photo.jpg")'],
    [
      svg('<rect style="fill: url(https://x.example/a.svg#p)"/>'),
      'a reference to another file or address (url(https://x.example/a.svg#p))',
    ],
    [svg('<style>@import "https://x.example/a.css";</style>'), 'a style sheet import (@import)'],
    // The ways round the old text search: another prefix for the SVG namespace, HTML's script, a `>` in a value.
    [svg('<s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script>'), 'a <script> element'],
    [svg('<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>'), 'a <script> element'],
    [svg('<rect title="a>b" onload="alert(1)"/>'), 'an event handler attribute (such as onload=)'],
    [svg('<a xlink:href="jav&#x09;ascript&#58;alert(1)"><rect/></a>'), 'a javascript: address'],
    [svg('<h:iframe xmlns:h="http://www.w3.org/1999/xhtml" src="x"/>'), 'embedded HTML (<h:iframe>)'],
    [svg('<a><set attributeName="xlink:href" to="#x"/></a>'), 'an animation that changes a link or an event handler'],
    ['<?xml-stylesheet href="https://x.example/a.css"?>' + svg(''), 'a processing instruction (<?xml-stylesheet?>)'],
    [svg('<rect>'), 'markup that is not well-formed XML (unexpected close tag.)'],
    // Addresses outside a style: presentation attributes, CSS escapes, image-set(), xml:base.
    [
      svg('<rect fill="url(https://x.example/p.svg#g)"/>'),
      'a reference to another file or address (url(https://x.example/p.svg#g))',
    ],
    [
      svg('<rect filter="url(\'//x.example/f.svg#f\')" mask="url(#m)"/>'),
      'a reference to another file or address (url(//x.example/f.svg#f))',
    ],
    [svg('<style>@\\69mport "https://x.example/a.css";</style>'), 'a style sheet import (@import)'],
    [
      svg('<rect style="fill: u\\72l(https://x.example/a.svg#p)"/>'),
      'a reference to another file or address (url(https://x.example/a.svg#p))',
    ],
    [
      svg('<style>rect { fill: image-set("https://x.example/a.png" 1x) }</style>'),
      'a reference to another file or address (image-set(…)',
    ],
    [
      svg('<g xml:base="https://x.example/"><use href="#a"/></g>'),
      "a base address for the file's references (xml:base)",
    ],
  ])('finds the hazard in %s', (text, hazard) => {
    expect(svgHazards(text)).toContain(hazard)
  })
})
