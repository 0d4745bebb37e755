import { S3Storage } from './s3-storage';

const storage = new S3Storage({
  endpoint: 'http://storage:8333',
  publicEndpoint: 'https://league.example',
  bucket: 'isl-uploads',
  region: 'us-east-1',
  accessKeyId: 'isl',
  secretAccessKey: 'secret',
});

describe('S3Storage.presignUpload', () => {
  it('signs a path-style PUT at the public endpoint, with no checksum of a body the browser has yet to send', async () => {
    const url = new URL(await storage.presignUpload('profile/abc.jpg', 600));
    expect(`${url.origin}${url.pathname}`).toBe('https://league.example/isl-uploads/profile/abc.jpg');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('host');
    expect([...url.searchParams.keys()].filter((name) => /checksum/i.test(name))).toEqual([]);
  });
});
