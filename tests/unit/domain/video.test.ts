import { describe, expect, it } from 'vitest'
import { parseVideoUrl } from '@/lib/domain'

const ID10 = 'dQw4w9WgXc'
const ID11 = 'dQw4w9WgXcQ'
const ID12 = 'dQw4w9WgXcQx'

const youtubeForms = (id: string) => [
  `https://www.youtube.com/watch?v=${id}`,
  `https://youtube.com/watch?v=${id}`,
  `https://m.youtube.com/watch?v=${id}`,
  `https://www.youtube.com/watch?feature=share&v=${id}&t=42`,
  `https://www.youtube.com/embed/${id}`,
  `https://youtube.com/embed/${id}?start=30`,
  `https://m.youtube.com/embed/${id}`,
  `https://www.youtube.com/shorts/${id}`,
  `https://youtube.com/shorts/${id}/`,
  `https://m.youtube.com/shorts/${id}`,
  `https://youtu.be/${id}`,
  `https://youtu.be/${id}?si=abc`,
  `http://www.youtu.be/${id}`,
]

describe('parseVideoUrl: YouTube', () => {
  it.each(youtubeForms(ID11))('recognises %s with an 11-character id', (url) => {
    expect(parseVideoUrl(url)).toEqual({
      provider: 'youtube',
      id: ID11,
      url,
      embedUrl: `https://www.youtube-nocookie.com/embed/${ID11}`,
    })
  })

  it.each([...youtubeForms(ID10), ...youtubeForms(ID12)])(
    'rejects %s whose id is not 11 characters',
    (url) => {
      expect(parseVideoUrl(url)).toBeNull()
    },
  )

  it('accepts - and _ in an id', () => {
    expect(parseVideoUrl('https://youtu.be/a-b_c-d_e-f')?.id).toBe('a-b_c-d_e-f')
  })

  it.each([
    `https://www.youtube.com/watch?v=dQw4w9WgXc!`,
    'https://www.youtube.com/watch',
    `https://www.youtube.com/channel/${ID11}`,
    `https://www.youtube.com/embed/`,
    `https://music.youtube.com/watch?v=${ID11}`,
    `https://www.youtube.com/watch/extra?v=${ID11}`,
    'https://youtu.be/',
  ])('rejects %s', (url) => {
    expect(parseVideoUrl(url)).toBeNull()
  })
})

describe('parseVideoUrl: files', () => {
  it.each(['mp4', 'mov', 'wmv', 'avi', 'flv', 'webm', 'MP4', 'WebM'])(
    'recognises a .%s file',
    (ext) => {
      const url = `https://cdn.example.be/media/rondleiding.${ext}`
      expect(parseVideoUrl(url)).toEqual({ provider: 'file', url, embedUrl: url })
    },
  )

  it('ignores the query string', () => {
    expect(parseVideoUrl('https://cdn.example.be/tour.mp4?token=abc&x=.jpg')?.provider).toBe('file')
    expect(parseVideoUrl('https://cdn.example.be/tour.jpg?name=tour.mp4')).toBeNull()
  })

  it('recognises a site-relative upload', () => {
    expect(parseVideoUrl('/media/tour.mp4')).toEqual({
      provider: 'file',
      url: '/media/tour.mp4',
      embedUrl: '/media/tour.mp4',
    })
  })

  it('trims the link', () => {
    expect(parseVideoUrl('  https://cdn.example.be/a.mp4 ')?.url).toBe(
      'https://cdn.example.be/a.mp4',
    )
  })

  it('takes the file check before the provider checks', () => {
    expect(parseVideoUrl('https://vimeo.com/video.mp4')?.provider).toBe('file')
  })

  it.each([
    'https://cdn.example.be/tour.mp4.jpg',
    'https://cdn.example.be/mp4',
    '/media/photo.jpg',
    '/media/',
  ])('rejects %s', (url) => {
    expect(parseVideoUrl(url)).toBeNull()
  })
})

describe('parseVideoUrl: Vimeo', () => {
  it.each([
    'https://vimeo.com/123456789',
    'https://www.vimeo.com/123456789/',
    'https://player.vimeo.com/video/123456789',
  ])('recognises %s', (url) => {
    expect(parseVideoUrl(url)).toEqual({
      provider: 'vimeo',
      id: '123456789',
      url,
      embedUrl: 'https://player.vimeo.com/video/123456789?dnt=1',
    })
  })

  it.each([
    'https://vimeo.com/channels/staffpicks/123456789',
    'https://vimeo.com/123456789/abcdef1234',
    'https://vimeo.com/agency',
    'https://player.vimeo.com/video/abc',
    'https://player.vimeo.com/123456789',
  ])('rejects %s', (url) => {
    expect(parseVideoUrl(url)).toBeNull()
  })
})

describe('parseVideoUrl: Facebook', () => {
  it.each([
    'https://www.facebook.com/immokantoor/videos/1234567890/',
    'https://facebook.com/immokantoor/videos/1234567890',
    'https://m.facebook.com/immokantoor/videos/1234567890',
    'https://www.facebook.com/videos/1234567890',
  ])('recognises %s', (url) => {
    expect(parseVideoUrl(url)).toEqual({
      provider: 'facebook',
      id: '1234567890',
      url,
      embedUrl: `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(url)}`,
    })
  })

  it('recognises the fb.watch short form', () => {
    expect(parseVideoUrl('https://fb.watch/aBc1-2_x/')).toMatchObject({
      provider: 'facebook',
      id: 'aBc1-2_x',
    })
  })

  it.each([
    'https://www.facebook.com/immokantoor/videos/abc',
    'https://www.facebook.com/immokantoor/photos/1234567890',
    'https://www.facebook.com/immokantoor',
    'https://www.facebook.com/a/b/videos/1234567890',
    'https://www.facebook.com/immokantoor/videos/1234567890/extra',
    'https://fb.watch/',
  ])('rejects %s', (url) => {
    expect(parseVideoUrl(url)).toBeNull()
  })
})

describe('parseVideoUrl: virtual tours', () => {
  it('recognises Matterport by host suffix and takes the m parameter as id', () => {
    expect(parseVideoUrl('https://my.matterport.com/show/?m=SxQL3iGyoDo')).toEqual({
      provider: 'matterport',
      id: 'SxQL3iGyoDo',
      url: 'https://my.matterport.com/show/?m=SxQL3iGyoDo',
      embedUrl: 'https://my.matterport.com/show/?m=SxQL3iGyoDo',
    })
  })

  it.each([
    ['https://tour.tvl.be/12345', 'tvl'],
    ['https://tvl.be/view/12345', 'tvl'],
    ['https://app.yisual.com/tour/abc', 'yisual'],
    ['https://yisual.nl/t/abc', 'yisual'],
    ['https://viewer.yisual.be/abc', 'yisual'],
    ['https://matterport.com/discover/space/abc', 'matterport'],
  ])('recognises %s as %s, embedding the link itself without an id', (url, provider) => {
    const ref = parseVideoUrl(url)
    expect(ref).toEqual({ provider, url, embedUrl: url })
  })

  it('embeds a tour over https', () => {
    expect(parseVideoUrl('http://tour.tvl.be/12345')?.embedUrl).toBe('https://tour.tvl.be/12345')
  })

  it('does not take a host that merely ends in the same letters', () => {
    expect(parseVideoUrl('https://notmatterport.com/show/?m=abc')).toBeNull()
    expect(parseVideoUrl('https://tvl.be.example.com/x')).toBeNull()
  })

  it('reads the host suffixes from the settings', () => {
    const hosts = { matterport: ['matterport.com'], tvl: ['TVL-tours.eu'], yisual: [] }
    expect(parseVideoUrl('https://x.tvl-tours.eu/1', hosts)?.provider).toBe('tvl')
    expect(parseVideoUrl('https://app.yisual.com/tour/abc', hosts)).toBeNull()
  })
})

describe('parseVideoUrl: anything else', () => {
  it.each([
    '',
    'not a url',
    'youtube.com/watch?v=dQw4w9WgXcQ',
    '//cdn.example.be/tour.mp4',
    'ftp://cdn.example.be/tour.mp4',
    'javascript:alert(1)//.mp4',
    'https://www.example.be/woning/123',
    'https://www.dailymotion.com/video/x7tgad0',
    'https://',
  ])('gives null for %j', (url) => {
    expect(parseVideoUrl(url)).toBeNull()
  })
})
