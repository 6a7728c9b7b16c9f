// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { headersFile } from '../../scripts/headers-file.ts'

describe('the _headers file', () => {
  const text = headersFile({ imageHosts: ['https://images.example'], frameHosts: ['https://maps.example'] })
  const policy = /^ {2}Permissions-Policy: (.*)$/m.exec(text)?.[1] ?? ''

  it('switches off the powerful features the site never uses, with current names only', () => {
    const features = policy.split(', ').map((entry) => /^([a-z-]+)=\(\)$/.exec(entry)?.[1])
    expect(features).toEqual([
      'accelerometer',
      'browsing-topics',
      'camera',
      'display-capture',
      'geolocation',
      'gyroscope',
      'hid',
      'magnetometer',
      'microphone',
      'midi',
      'payment',
      'serial',
      'usb',
    ])
    expect(text).not.toContain('interest-cohort')
  })
})
