/**
 * A generic update feed on loopback, laid out as electron-builder's `publish: generic` leaves
 * a release folder: the channel file (`latest-linux.yml` for the Linux AppImage, `latest.yml`
 * for the Windows installer; the same fields in both) beside the installer it names, with its
 * sha512 in base64 and its size. It records what was asked, so a test can tell whether the
 * app went to the feed at all.
 */
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Release {
  version: string;
  /** The installer's file name in the feed folder. */
  fileName: string;
  /** What the feed serves as the installer. */
  content: Buffer;
  /** The sha512 the channel file states; the content's own unless a test says otherwise. */
  statedSha512?: string;
}

export interface UpdateFeed {
  /** The folder's address, as the user would enter it in the settings. */
  url: string;
  /** Paths asked for, in order, without their query (electron-updater adds `?noCache=`). */
  requests: string[];
  close(): Promise<void>;
}

export const sha512Base64 = (content: Buffer): string =>
  createHash('sha512').update(content).digest('base64');

/** The channel file electron-builder writes for one installer (updateInfoBuilder.ts). */
export function channelFile(release: Release, releaseDate = '2026-11-26T09:30:00.000Z'): string {
  const sha512 = release.statedSha512 ?? sha512Base64(release.content);
  return [
    `version: ${release.version}`,
    'files:',
    `  - url: ${release.fileName}`,
    `    sha512: ${sha512}`,
    `    size: ${release.content.length}`,
    `path: ${release.fileName}`,
    `sha512: ${sha512}`,
    `releaseDate: '${releaseDate}'`,
    '',
  ].join('\n');
}

export async function startUpdateFeed(release: Release): Promise<UpdateFeed> {
  const requests: string[] = [];
  const channel = channelFile(release);
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://feed').pathname;
    requests.push(path);
    if (path === '/releases/latest-linux.yml' || path === '/releases/latest.yml') {
      response.writeHead(200, { 'content-type': 'text/yaml' }).end(channel);
    } else if (path === `/releases/${release.fileName}`) {
      response
        .writeHead(200, {
          'content-type': 'application/octet-stream',
          'content-length': release.content.length,
        })
        .end(release.content);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/releases/`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
